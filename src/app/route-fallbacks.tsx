import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { EmptyState } from '@/shared/ui/empty-state';

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
