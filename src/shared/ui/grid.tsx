import type { ReactNode } from 'react';
import './theme.css';
import './grid.css';

export type GridItem = { key: string; icon: ReactNode; label: string; onClick: () => void };

export type GridProps = {
  items: GridItem[];
  /** default 4 */
  columns?: number;
  /** accessible name of the list, e.g. 'Categories' */
  label?: string;
};

/** A category grid: each cell is a button with an icon and a label. */
export function Grid({ items, columns = 4, label }: GridProps) {
  return (
    <ul
      className="roda-grid"
      aria-label={label}
      data-columns={columns}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className="roda-grid__cell" onClick={item.onClick}>
            <span className="roda-grid__icon" aria-hidden="true">
              {item.icon}
            </span>
            <span className="roda-grid__label">{item.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
