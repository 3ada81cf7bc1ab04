import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ExtraWorkSummary } from '@/shared/contract/office-extra-work';
import { formatNumber, formatRM } from '@/shared/lib/format';
import './dashboard.css';

/** Rows shown before "Show all": a chain has hundreds of technicians, the best earners come first. */
const SHOWN_ROWS = 10;

type Figures = ExtraWorkSummary['totals'];

/** The approval rate in whole-ish percent (one decimal), or null when no line was decided yet. */
export function approvalPercent(figures: Figures, language: string): string | null {
  if (figures.linesApproved + figures.linesDeclined === 0) return null;
  return `${formatNumber(Math.round(figures.approvalRate * 1000) / 10, language)}%`;
}

interface Row extends Figures {
  key: string;
  name: string;
  /** the technician's store, when the table covers more than one */
  store?: string | undefined;
}

/** One table of extra-work figures, one row per store or technician, best extra revenue first. */
function FiguresTable({
  caption,
  nameHead,
  rows,
  withStore,
}: {
  caption: string;
  nameHead: string;
  rows: Row[];
  withStore?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, SHOWN_ROWS);
  const n = (value: number) => formatNumber(value, i18n.locale);
  return (
    <div className="office-xw__block">
      {/* a table wider than a phone scrolls inside its frame, never the page; the frame takes the keyboard's focus */}
      <div className="office-xw__scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="office-xw__table">
          <caption id={id}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{nameHead}</th>
              {withStore && <th scope="col">{t({ message: 'Store', context: 'workshop' })}</th>}
              <th scope="col" className="office-num">{t`Quotes sent`}</th>
              <th scope="col" className="office-num">{t`Lines quoted`}</th>
              <th scope="col" className="office-num">{t`Approved`}</th>
              <th scope="col" className="office-num">{t`Declined`}</th>
              <th scope="col" className="office-num">{t`Approval rate`}</th>
              <th scope="col" className="office-num">{t`Extra revenue`}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const rate = approvalPercent(row, i18n.locale);
              return (
                <tr key={row.key}>
                  <th scope="row">{row.name}</th>
                  {withStore && <td>{row.store}</td>}
                  <td className="office-num">{n(row.quotes)}</td>
                  <td className="office-num">{n(row.linesQuoted)}</td>
                  <td className="office-num">{n(row.linesApproved)}</td>
                  <td className="office-num">{n(row.linesDeclined)}</td>
                  <td className="office-num">
                    {rate ?? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="roda-sr-only">{t`Nothing decided yet`}</span>
                      </>
                    )}
                  </td>
                  <td className="office-num">{formatRM(row.extraRevenueSen, i18n.locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS && (
        <button type="button" className="office-link-button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t`Show the first ${SHOWN_ROWS}` : t`Show all ${rows.length}`}
        </button>
      )}
    </div>
  );
}

/** Extra work per store, then per technician (with their store when the figures cover several). */
export function ExtraWorkTables({ data }: { data: ExtraWorkSummary }) {
  const { t } = useLingui();
  const storeName = new Map(data.stores.map((s) => [s.storeId, s.storeName]));
  const severalStores = data.stores.length > 1;
  return (
    <div className="office-xw__tables">
      <FiguresTable
        caption={t`Per store`}
        nameHead={t({ message: 'Store', context: 'workshop' })}
        rows={data.stores.map(({ storeId, storeName: name, ...figures }) => ({
          key: String(storeId),
          name,
          ...figures,
        }))}
      />
      <FiguresTable
        caption={t`Per technician`}
        nameHead={t`Technician`}
        withStore={severalStores}
        rows={data.technicians.map(({ technicianId, technicianName, storeId, ...figures }) => ({
          key: `${technicianId}-${storeId}`,
          name: technicianName,
          store: storeName.get(storeId),
          ...figures,
        }))}
      />
    </div>
  );
}
