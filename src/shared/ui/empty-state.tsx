import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './theme.css';
import './empty-state.css';

export type EmptyStateProps = {
  /** defaults to 'No data' */
  title?: string;
  description?: ReactNode;
  /** e.g. a button to add the first item */
  action?: ReactNode;
};

/** Placeholder for an empty list or page. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useLingui();
  return (
    <div className="roda-empty">
      <svg className="roda-empty__art" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
        <ellipse cx="60" cy="86" rx="44" ry="6" fill="#E5E7EB" />
        <rect x="26" y="22" width="68" height="52" rx="8" fill="#F3F4F6" stroke="#D1D5DB" strokeWidth="2" />
        <path d="M26 40h68" stroke="#D1D5DB" strokeWidth="2" />
        <circle cx="60" cy="56" r="8" fill="#FDCF32" />
        <path d="M44 14l6 8M76 14l-6 8M60 8v12" stroke="#D1D5DB" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="roda-empty__title">{title ?? t`No data`}</p>
      {description && <p className="roda-empty__description">{description}</p>}
      {action && <div className="roda-empty__action">{action}</div>}
    </div>
  );
}
