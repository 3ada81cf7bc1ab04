import { Trans } from '@lingui/react/macro';

/** The marketing claims (docs/product.md#claims). */
export function Highlights() {
  return (
    <ul className="home-highlights">
      <li>
        <strong>50+</strong> <Trans>partner workshops</Trans>
      </li>
      <li>
        <strong>40%</strong> <Trans>saving</Trans>
      </li>
      <li>
        <strong>100%</strong> <Trans>genuine parts</Trans>
      </li>
      <li>
        <Trans>Basic service package from</Trans> <strong>RM 159.00</strong>
      </li>
      <li>
        <strong>30</strong> <Trans>days warranty</Trans>
      </li>
    </ul>
  );
}
