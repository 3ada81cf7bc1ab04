import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';

/** Page loading (docs/product.md#page-loading): shown after 200 ms, a message and a retry after 60 s. */
export function RoutePending() {
  const router = useRouter();
  return <PageLoading delayMs={200} timeoutMs={60_000} onRetry={() => void router.invalidate()} />;
}

export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <main className="app-page app-center">
      <EmptyState
        title={t`Something went wrong`}
        description={t`Check your connection and try again.`}
        action={
          <button
            type="button"
            className="roda-button roda-button--primary"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            <Trans>Try again</Trans>
          </button>
        }
      />
    </main>
  );
}

export function NotFoundPage() {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <main className="app-page app-center">
      <EmptyState
        title={t`Page not found`}
        description={t`The page you opened does not exist.`}
        action={
          <button
            type="button"
            className="roda-button roda-button--primary"
            onClick={() => void router.navigate({ to: '/' })}
          >
            <Trans>Go to home</Trans>
          </button>
        }
      />
    </main>
  );
}
