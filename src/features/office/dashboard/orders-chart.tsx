import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@/shared/contract/office-dashboard';
import { formatDate, formatRM } from '@/shared/lib/format';
import { ChartFigure } from './chart-figure';

const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/** Orders (bars) and revenue in RM (line) per Malaysian day. */
export function OrdersChart({ days }: { days: Dashboard['days'] }) {
  const { t, i18n } = useLingui();
  const rm = (sen: number) => formatRM(sen, i18n.locale);
  const best = days.reduce(
    (a, b) => (b.revenueSen > a.revenueSen ? b : a),
    days[0] ?? { day: '', revenueSen: 0, orders: 0 },
  );
  const summary =
    best.revenueSen > 0
      ? t`Best day: ${formatDate(best.day, i18n.locale)}, ${rm(best.revenueSen)} from ${plural(best.orders, { one: '# order', other: '# orders' })}.`
      : t`No paid orders in this range.`;
  return (
    <ChartFigure
      id="office-chart-orders"
      title={t`Orders and revenue per day`}
      unit={t`Bars: orders paid · Line: revenue (RM) · Malaysian days`}
      summary={summary}
      table={{
        head: [t`Day`, t`Orders`, t`Revenue`],
        rows: days.map((d) => [formatDate(d.day, i18n.locale), d.orders, rm(d.revenueSen)]),
      }}
    >
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            width={64}
            tick={{ fontSize: 12 }}
            tickFormatter={(sen: number) => formatRM(Math.round(sen / 100) * 100, i18n.locale).replace(/\.00$/, '')}
          />
          <Tooltip
            labelFormatter={(day) => formatDate(String(day), i18n.locale)}
            formatter={(value, name) =>
              name === 'revenueSen' ? [rm(Number(value)), t`Revenue`] : [String(value), t`Orders`]
            }
          />
          <Bar yAxisId="orders" dataKey="orders" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
          <Line yAxisId="revenue" dataKey="revenueSen" stroke="#1d4ed8" strokeWidth={2} dot={false} type="linear" />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
