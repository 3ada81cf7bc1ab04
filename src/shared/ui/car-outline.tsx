import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { carZones, type CarZone, type DamageMark } from '@/shared/contract/work-order-names';
import { carZoneLabels, damageKindLabels } from '@/shared/labels/check-in';
import './theme.css';
import './car-outline.css';

/** Each zone's box on the outline, seen from above with the front at the top (x, y, width, height, corner). */
const ZONE_BOXES: Record<CarZone, readonly [number, number, number, number, number]> = {
  leftFrontWheel: [4, 62, 20, 44, 5],
  rightFrontWheel: [196, 62, 20, 44, 5],
  leftRearWheel: [4, 250, 20, 44, 5],
  rightRearWheel: [196, 250, 20, 44, 5],
  frontBumper: [46, 14, 128, 22, 10],
  bonnet: [52, 38, 116, 72, 6],
  windscreen: [58, 112, 104, 30, 4],
  roof: [58, 144, 104, 88, 4],
  rearWindow: [58, 234, 104, 24, 4],
  boot: [52, 260, 116, 56, 6],
  rearBumper: [46, 318, 128, 22, 10],
  leftFrontWing: [28, 38, 22, 72, 6],
  leftFrontDoor: [28, 112, 28, 74, 4],
  leftRearDoor: [28, 188, 28, 70, 4],
  leftRearWing: [28, 260, 22, 56, 6],
  rightFrontWing: [170, 38, 22, 72, 6],
  rightFrontDoor: [164, 112, 28, 74, 4],
  rightRearDoor: [164, 188, 28, 70, 4],
  rightRearWing: [170, 260, 22, 56, 6],
};

/**
 * A simple car outline seen from above, its zones numbered where damage is marked (the number of the
 * mark in `marks`, as the list beside it shows). With `onSelect`, each zone is a button a finger or
 * the keyboard picks; without, the outline is a picture whose label reads the marks.
 */
export function CarOutline({
  marks,
  selected = null,
  onSelect,
}: {
  marks: readonly DamageMark[];
  selected?: CarZone | null;
  onSelect?: (zone: CarZone) => void;
}) {
  const { t, i18n } = useLingui();
  const damageText = useDamageText();
  const markOf = (zone: CarZone) => marks.findIndex((m) => m.zone === zone);
  const summary = marks.length ? marks.map((m, i) => `${i + 1} ${damageText(m)}`).join('; ') : t`No damage marked`;
  const zoneName = (zone: CarZone) => {
    const mark = marks[markOf(zone)];
    return mark ? damageText(mark) : i18n._(carZoneLabels[zone]);
  };
  const onKey = (zone: CarZone) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect?.(zone);
  };
  return (
    <svg
      className="roda-car-outline"
      viewBox="0 0 220 354"
      role={onSelect ? 'group' : 'img'}
      aria-label={onSelect ? t`Car outline: choose a part to mark its damage` : t`Car outline. ${summary}`}
      data-testid="car-outline"
    >
      <text x="110" y="9" className="roda-car-outline__front" aria-hidden="true">
        {t`Front`}
      </text>
      {/* the body the zones sit on, so the outline reads as a car */}
      <rect x="24" y="12" width="172" height="330" rx="34" className="roda-car-outline__body" aria-hidden="true" />
      {carZones.map((zone) => {
        const [x, y, width, height, rx] = ZONE_BOXES[zone];
        const mark = markOf(zone);
        return (
          <g key={zone}>
            <rect
              x={x}
              y={y}
              width={width}
              height={height}
              rx={rx}
              className="roda-car-outline__zone"
              data-zone={zone}
              data-marked={mark >= 0}
              data-selected={selected === zone}
              {...(onSelect
                ? {
                    role: 'button',
                    tabIndex: 0,
                    'aria-label': zoneName(zone),
                    'aria-pressed': selected === zone,
                    onClick: () => onSelect(zone),
                    onKeyDown: onKey(zone),
                  }
                : { 'aria-hidden': true })}
            />
            {mark >= 0 && (
              <text
                x={x + width / 2}
                y={y + height / 2}
                className="roda-car-outline__number"
                aria-hidden="true"
                pointerEvents="none"
              >
                {mark + 1}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The marks as a numbered list, matching the numbers on the outline. */
export function DamageList({ marks }: { marks: readonly DamageMark[] }) {
  const { t } = useLingui();
  const damageText = useDamageText();
  if (marks.length === 0) return <p className="app-muted">{t`No damage marked`}</p>;
  return (
    <ol className="roda-damage-list">
      {marks.map((m, i) => (
        <li key={m.zone}>
          <DamageNumber n={i + 1} />
          {damageText(m)}
        </li>
      ))}
    </ol>
  );
}

/** The mark's number as the outline shows it (the list's own numbers would not look the same). */
export function DamageNumber({ n }: { n: number }) {
  return (
    <span className="roda-damage-number" aria-hidden="true">
      {n}
    </span>
  );
}

/** "Bonnet: dent" in the reader's language (Chinese takes its own colon). */
export function useDamageText() {
  const { t, i18n } = useLingui();
  return (m: DamageMark) => {
    const part = i18n._(carZoneLabels[m.zone]);
    const damage = i18n._(damageKindLabels[m.kind]);
    return t`${part}: ${damage}`;
  };
}
