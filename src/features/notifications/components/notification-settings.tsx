import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { usePushState, useSetPush } from '../api/push-state';
import { MarketingConsentCard } from './marketing-consent';
import { toastPushError, toastPushResult } from './push-result';
import '../notifications.css';

/** Me > Notifications: this device on or off (at once, server and browser), and why it cannot be. */
export function NotificationSettings() {
  const { t } = useLingui();
  const switchId = useId();
  const hintId = useId();
  const state = usePushState();
  const setPush = useSetPush();

  if (state.isPending) return <PageLoading />;
  if (state.isError || !state.data) {
    return (
      <EmptyState
        title={t`Could not load your notification settings`}
        action={
          <button type="button" className="roda-button" onClick={() => void state.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  const { support, on, otherDevices } = state.data;
  const blocked = support === 'denied' || support === 'unsupported';
  const toggle = (next: boolean) => setPush.mutate(next, { onSuccess: toastPushResult, onError: toastPushError });

  return (
    <div className="push-settings">
      <section className="push-settings__card" aria-labelledby={`${switchId}-label`}>
        <div className="push-settings__row">
          <span className="push-settings__label">
            <label id={`${switchId}-label`} htmlFor={switchId}>
              <Trans>Notifications on this phone</Trans>
            </label>
            <span id={hintId} className="push-settings__hint">
              {on ? t`On: you get notices here even when Roda is closed.` : t`Off: no notices are sent to this phone.`}
            </span>
          </span>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="push-switch"
            checked={on}
            disabled={blocked || setPush.isPending}
            aria-describedby={hintId}
            aria-busy={setPush.isPending}
            onChange={(event) => toggle(event.target.checked)}
          />
        </div>
        {support === 'denied' && (
          <p className="push-settings__notice" role="status">
            <Trans>
              Notifications are blocked for Roda in this browser's settings. Allow them there, then come back here.
            </Trans>
          </p>
        )}
        {support === 'unsupported' && (
          <p className="push-settings__notice" role="status">
            <Trans>
              This browser cannot show notifications. Add Roda to your home screen, then open it from there.
            </Trans>
          </p>
        )}
        {otherDevices > 0 && (
          <p className="push-settings__hint">
            {plural(otherDevices, { one: 'Also on # other device.', other: 'Also on # other devices.' })}
          </p>
        )}
      </section>
      <MarketingConsentCard />
      <p className="push-settings__hint">
        <Trans>
          Every notice is also kept in Messages. Without notifications we text you, at most three times a day, the day
          before your appointment and when your car is ready.
        </Trans>
      </p>
    </div>
  );
}
