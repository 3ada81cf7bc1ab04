import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';

/** A list or text that could not be read, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Could not load this page`}
      description={t`Check your connection and try again.`}
      action={
        <button type="button" className="roda-button roda-button--primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  );
}
