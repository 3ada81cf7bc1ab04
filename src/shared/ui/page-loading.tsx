import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import './theme.css';
import './page-loading.css';

export type PageLoadingProps = {
  /** nothing shows for this long, so fast pages do not flash a spinner; default 200 */
  delayMs?: number;
  /** after this long the spinner turns into a failure message; default 60000 */
  timeoutMs?: number;
  onRetry?: () => void;
};

type Phase = 'waiting' | 'loading' | 'failed';

/** Route-level loading placeholder (spec: delay 200 ms, timeout 60 s). */
export function PageLoading({ delayMs = 200, timeoutMs = 60_000, onRetry }: PageLoadingProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const show = setTimeout(() => setPhase('loading'), delayMs);
    const fail = setTimeout(() => setPhase('failed'), timeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(fail);
    };
  }, [delayMs, timeoutMs, attempt]);

  if (phase === 'failed')
    return (
      <div className="roda-page-loading" role="alert">
        <p className="roda-page-loading__message">{t`Loading failed, please check your network`}</p>
        {onRetry && (
          <button
            type="button"
            className="roda-button"
            onClick={() => {
              setPhase('waiting');
              setAttempt((n) => n + 1);
              onRetry();
            }}
          >
            {t`Retry`}
          </button>
        )}
      </div>
    );

  return (
    <div className="roda-page-loading" aria-busy="true">
      {phase === 'loading' && (
        <div role="status" className="roda-page-loading__status">
          <span className="roda-spinner" aria-hidden="true" />
          <span className="roda-sr-only">{t`Loading…`}</span>
        </div>
      )}
    </div>
  );
}

/** A route's loading (docs/product.md#page-loading): its retry loads the route again. */
export function RoutePending() {
  const router = useRouter();
  return <PageLoading delayMs={200} timeoutMs={60_000} onRetry={() => void router.invalidate()} />;
}
