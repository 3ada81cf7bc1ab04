import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@/shared/contract/office-dashboard';
import { formatRM } from '@/shared/lib/format';
import { ChartFigure } from './chart-figure';

const short = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/** The ten best sellers by quantity. */
export function TopProductsChart({ products }: { products: Dashboard['topProducts'] }) {
  const { t, i18n } = useLingui();
  const first = products[0];
  return (
    <ChartFigure
      id="office-chart-top"
      title={t`Top products`}
      unit={t`Units sold in paid orders`}
      summary={first ? t`Best seller: ${first.name}, ${first.quantity} sold.` : t`Nothing sold in this range.`}
      table={{
        head: [t`Product`, t`Sold`, t`Revenue`],
        rows: products.map((p) => [p.name, p.quantity, formatRM(p.revenueSen, i18n.locale)]),
      }}
    >
      {first && (
        <ResponsiveContainer width="100%" height={Math.max(120, products.length * 32 + 24)}>
          <BarChart data={products} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="name" width={150} tickFormatter={short} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [String(value), t`Sold`]} />
            <Bar dataKey="quantity" fill="var(--color-primary)" radius={[0, 3, 3, 0]} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFigure>
  );
}
