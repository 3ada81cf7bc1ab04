import { useLingui } from '@lingui/react/macro';
import { encode } from 'uqr';
import '../orders.css';

/** The pickup code as a QR code the sales desk scans (loaded only with the order that has one). */
export function PickupQr({ code }: { code: string }) {
  const { t } = useLingui();
  const { data, size } = encode(code, { ecc: 'M', border: 2 });
  // one path of 1×1 squares: crisp at any size, no inline markup
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className="orders-pickup-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t`QR code of the pickup code`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#111827" />
    </svg>
  );
}
