import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MarketingChannel, MarketingConsent } from '@/shared/contract/privacy-consent';
import { errorText } from '@/shared/lib/api-client';
import { formatDate } from '@/shared/lib/format';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { useMarketingConsents, useSetMarketingConsent } from '../api/marketing-consent';
import { MARKETING_WORDING } from '../marketing-wording';
import '../notifications.css';

/**
 * Me > Notifications: offers and service reminders, by push and by SMS, each off until turned on
 * (docs/product.md#marketing-consent). The wording shown is the one whose version is recorded.
 */
export function MarketingConsentCard() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const consents = useMarketingConsents();
  const setConsent = useSetMarketingConsent();

  return (
    <section className="push-settings__card" aria-labelledby={titleId} data-testid="marketing-consent">
      <h2 id={titleId} className="push-settings__title">
        <Trans>Offers and service reminders</Trans>
      </h2>
      {consents.isPending ? (
        <p className="push-settings__hint" role="status">
          <Trans>Loading your choices…</Trans>
        </p>
      ) : consents.isError ? (
        <div className="push-settings__notice" role="alert">
          <p>{errorText(consents.error)}</p>
          <button type="button" className="roda-button roda-button--secondary" onClick={() => void consents.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        (['push', 'sms'] as const).map((channel) => (
          <ConsentSwitch
            key={channel}
            channel={channel}
            consent={consents.data.list.find((c) => c.channel === channel)}
            busy={setConsent.isPending && setConsent.variables?.channel === channel}
            onChange={(granted) => setConsent.mutate({ channel, granted })}
          />
        ))
      )}
      {setConsent.isError && (
        <p className="push-settings__error" role="alert">
          {errorText(setConsent.error)}
        </p>
      )}
      <p className="push-settings__hint">{i18n._(MARKETING_WORDING.text)}</p>
      <p className="push-settings__hint">
        {t`Notices about your orders, appointments and refunds are always sent: they need no consent.`}
      </p>
    </section>
  );
}

function ConsentSwitch({
  channel,
  consent,
  busy,
  onChange,
}: {
  channel: MarketingChannel;
  consent: MarketingConsent | undefined;
  busy: boolean;
  onChange: (granted: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const on = consent?.granted === true;
  const since = consent?.since ? formatDate(malaysiaDateOf(new Date(consent.since)), i18n.locale) : null;
  return (
    <div className="push-settings__row">
      <span className="push-settings__label">
        <label htmlFor={id}>{channel === 'push' ? t`By push notification` : t`By SMS`}</label>
        <span id={`${id}-hint`} className="push-settings__hint">
          {on && since ? t`Since ${since}` : since ? t`Off since ${since}` : t`Off`}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="push-switch"
        checked={on}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
