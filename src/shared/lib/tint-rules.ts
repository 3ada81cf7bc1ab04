/**
 * Legal minimum visible light transmission (VLT, %) of window tint on a private car in Malaysia.
 *
 * Source: Motor Vehicles (Prohibition of Certain Types of Glass) Rules 1991, made under the Road
 * Transport Act 1987 (Act 333) and enforced by JPJ (Jabatan Pengangkutan Jalan), as amended in
 * 2016 (gazetted 6 February 2016: 70 / 50 / 30) and revised in 2019: front windscreen at
 * least 70%, front side windows at least 50%, rear side windows and rear windscreen with no minimum
 * for private vehicles, provided the car has both left and right side mirrors. See jpj.gov.my
 * ("Cermin Gelap / Tinted glass"); commercial vehicles and permits for darker glass on health or
 * safety grounds are outside this table. The limit applies to the glass with its film, as measured
 * by JPJ's meter, not to the film's nominal rating.
 */
export const tintWindows = ['frontWindscreen', 'frontSide', 'rearSide', 'rearWindscreen'] as const;
export type TintWindow = (typeof tintWindows)[number];

/** Minimum VLT in percent per window; null means no legal minimum for a private car. */
export const TINT_MINIMUM_VLT: Record<TintWindow, number | null> = {
  frontWindscreen: 70,
  frontSide: 50,
  rearSide: null,
  rearWindscreen: null,
};

export interface TintWarning {
  window: TintWindow;
  /** The value entered, in percent. */
  value: number;
  /** The legal minimum for that window, in percent. */
  minimum: number;
}

export type TintValues = Partial<Record<TintWindow, number | null | undefined>>;

/** The windows whose tint lets through less light than the law allows (a warning, not a refusal). */
export function tintWarnings(values: TintValues): TintWarning[] {
  const warnings: TintWarning[] = [];
  for (const window of tintWindows) {
    const value = values[window];
    const minimum = TINT_MINIMUM_VLT[window];
    if (value === null || value === undefined || minimum === null) continue;
    if (value < minimum) warnings.push({ window, value, minimum });
  }
  return warnings;
}
