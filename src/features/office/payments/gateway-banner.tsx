import { useLingui } from '@lingui/react/macro';
import { usePayMethods } from '@/shared/api/get-pay-methods';
import { gatewayName } from './payment-labels';

/** Which gateway takes the customers' money, and whether it is real: said first, loudest when live. */
export function GatewayBanner() {
  const { t, i18n } = useLingui();
  const gateway = usePayMethods();
  if (!gateway.data) return null;
  const { mode } = gateway.data;
  const name = gatewayName(gateway.data.gateway, i18n);
  const words =
    mode === 'live'
      ? t`${name} · LIVE: customers pay real money`
      : mode === 'test'
        ? t`${name} · test mode: no real money moves`
        : t`Sandbox: no money moves`;
  return (
    <p className={`office-pay-gateway office-pay-gateway--${mode}`} data-testid="office-pay-gateway">
      {words}
    </p>
  );
}
