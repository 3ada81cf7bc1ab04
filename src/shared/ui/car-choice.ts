/** A car as the brand selector builds it, step by step (the selector and its popup share it). */
export type CarChoice = {
  specId: number;
  make: string;
  model: string;
  year: number;
  variant: string;
  engine: string;
  transmission: string;
};

export const carSteps = ['make', 'model', 'year', 'variant', 'engine', 'transmission'] as const;
export type CarStep = (typeof carSteps)[number];
export type PartialCarChoice = Partial<Omit<CarChoice, 'specId'>>;

/** True when every step and the spec id are present. */
export function isCompleteChoice(choice: Partial<CarChoice> | null | undefined): choice is CarChoice {
  return !!choice && typeof choice.specId === 'number' && carSteps.every((s) => choice[s] !== undefined);
}
