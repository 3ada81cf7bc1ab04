import type { ReactNode } from 'react';
import './theme.css';
import './status-pill.css';

/** What a status means, not which it is: each screen maps its own statuses to these. */
export type StatusTone = 'neutral' | 'attention' | 'urgent' | 'progress' | 'success' | 'closed';

/**
 * A status in words on a tint that says what it means (data-tone; never the colour alone). The
 * screen's own class sizes it; `status` is kept as data-status for the screen's tests.
 */
export function StatusPill({
  tone,
  status,
  className,
  strong = false,
  children,
}: {
  tone: StatusTone;
  status?: string;
  className?: string;
  /** a <strong> (the status is the card's point) rather than a <span> */
  strong?: boolean;
  children: ReactNode;
}) {
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag className={className ? `roda-pill ${className}` : 'roda-pill'} data-status={status} data-tone={tone}>
      {children}
    </Tag>
  );
}
