import type { ReactNode } from 'react';
import './theme.css';
import './list-cell.css';

export type ListCellProps = {
  title: ReactNode;
  value?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** makes the row a button */
  onClick?: () => void;
  /** makes the row a link (wins over onClick for the element, onClick still runs) */
  href?: string;
  /** the trailing chevron; defaults to true when the row is interactive */
  arrow?: boolean;
};

/** A settings/list row; a <button> or <a> when interactive, a plain row otherwise. */
export function ListCell({ title, value, description, icon, onClick, href, arrow }: ListCellProps) {
  const interactive = Boolean(onClick || href);
  const body = (
    <>
      {icon && (
        <span className="roda-cell__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="roda-cell__main">
        <span className="roda-cell__title">{title}</span>
        {description && <span className="roda-cell__description">{description}</span>}
      </span>
      {value !== undefined && <span className="roda-cell__value">{value}</span>}
      {(arrow ?? interactive) && (
        <svg className="roda-cell__arrow" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </>
  );
  if (href)
    return (
      <a className="roda-cell roda-cell--interactive" href={href} onClick={onClick}>
        {body}
      </a>
    );
  if (onClick)
    return (
      <button type="button" className="roda-cell roda-cell--interactive" onClick={onClick}>
        {body}
      </button>
    );
  return <div className="roda-cell">{body}</div>;
}
