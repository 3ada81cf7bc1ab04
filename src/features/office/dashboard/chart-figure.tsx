import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A chart with its title and, for screen readers and anyone who wants the numbers, the same data
 * as a table under "Show the numbers". The chart itself is hidden from assistive technology.
 */
export function ChartFigure({
  id,
  title,
  unit,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  unit?: string;
  summary: string;
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <figure className="office-card office-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h2 id={`${id}-title`}>{title}</h2>
        {unit && <p className="office-chart__unit">{unit}</p>}
        <p className="office-chart__summary">{summary}</p>
      </figcaption>
      <div className="office-chart__plot" aria-hidden="true">
        {children}
      </div>
      <details className="office-chart__data">
        <summary>{t`Show the numbers`}</summary>
        <table className="office-table office-table--plain">
          <thead>
            <tr>
              {table.head.map((h, i) => (
                <th key={h} scope="col" className={i > 0 ? 'office-num' : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) => (
                  <td key={i} className={i > 0 ? 'office-num' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
