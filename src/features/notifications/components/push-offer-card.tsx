import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { dismissOffer, offerDismissed, pushSupport, type PushSupport } from '@/shared/lib/push';
import { usePushState, useSetPush } from '../api/push-state';
import { toastPushError, toastPushResult } from './push-result';
import '../notifications.css';

/** Not asked yet, or allowed but not subscribed (e.g. after turning it off): never when blocked. */
const offerable = (support: PushSupport) => support === 'default' || support === 'granted';

/**
 * "Get updates on this phone": offered once an order is paid (never on a first visit), only
 * when this browser can show notices, is not blocked and is not subscribed. "Not now"
 * hides it for good; Me > Notifications can still turn them on.
 */
export function PushOfferCard() {
  const { t } = useLingui();
  const headingId = useId();
  const [hidden, setHidden] = useState(() => offerDismissed() || !offerable(pushSupport()));
  const state = usePushState(!hidden);
  const setPush = useSetPush();
  if (hidden || !state.data || state.data.on || !offerable(state.data.support)) return null;

  const allow = () =>
    setPush.mutate(true, {
      onSuccess: (result) => {
        toastPushResult(result);
        setHidden(true);
      },
      onError: toastPushError,
    });
  const notNow = () => {
    dismissOffer();
    setHidden(true);
  };

  return (
    <section className="push-offer" aria-labelledby={headingId} data-testid="push-offer">
      <h3 id={headingId} className="push-offer__title">
        <Trans>Get updates on this phone</Trans>
      </h3>
      <p className="push-offer__text">
        <Trans>
          We will tell you when your appointment is near, your car is ready or your refund is paid. You can turn this
          off in Me at any time.
        </Trans>
      </p>
      <div className="push-offer__actions">
        <button
          type="button"
          className="roda-button roda-button--primary"
          onClick={allow}
          disabled={setPush.isPending}
          aria-busy={setPush.isPending}
        >
          {t`Allow`}
        </button>
        <button type="button" className="roda-button roda-button--secondary" onClick={notNow}>
          {t`Not now`}
        </button>
      </div>
    </section>
  );
}
