import { useLingui } from '@lingui/react/macro';
import type { DamageMark } from '@/shared/contract/work-order-names';
import { fuelLabels } from '@/shared/labels/check-in';
import { formatNumber } from '@/shared/lib/format';
import { CarOutline, DamageList } from './car-outline';
import './theme.css';
import './car-outline.css';

/**
 * What the check-in recorded (docs/product.md#handover): mileage, fuel, damage on the outline and
 * who signed it, as the technician's record and the customer's order both show it.
 */
export function CheckInSummary({
  mileageKm,
  fuelQuarters,
  damage,
  signedBy,
  signature,
}: {
  mileageKm: number | null;
  fuelQuarters: number | null;
  damage: readonly DamageMark[];
  signedBy: string;
  /** The signature's picture, for staff; the customer's order names the signer only. */
  signature?: { url: string } | null;
}) {
  const { t, i18n } = useLingui();
  if (mileageKm === null && fuelQuarters === null && damage.length === 0 && !signedBy) return null;
  const km = mileageKm === null ? null : formatNumber(mileageKm, i18n.locale);
  return (
    <div className="roda-check-in" data-testid="check-in-summary">
      <dl className="roda-check-in__facts">
        <div>
          <dt>{t`Mileage`}</dt>
          <dd>{km === null ? '—' : t`${km} km`}</dd>
        </div>
        <div>
          <dt>{t`Fuel level`}</dt>
          <dd>{fuelQuarters === null ? '—' : i18n._(fuelLabels[fuelQuarters] ?? fuelLabels[0]!)}</dd>
        </div>
        {signedBy && (
          <div>
            <dt>{t`Signed by`}</dt>
            <dd>{signedBy}</dd>
          </div>
        )}
      </dl>
      <div className="roda-check-in__damage">
        <CarOutline marks={damage} />
        <DamageList marks={damage} />
      </div>
      {signature && <img src={signature.url} alt={t`Signature of ${signedBy}`} className="roda-check-in__signature" />}
    </div>
  );
}
