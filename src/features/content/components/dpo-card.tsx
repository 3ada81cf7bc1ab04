import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useDpo } from '../api/get-dpo';
import './dpo-card.css';

/**
 * The policy page's contact for personal data (docs/product.md#data-protection-officer): the data
 * protection officer the server is configured with, to ask about, correct or complain about one's data.
 */
export function DpoCard() {
  const { t } = useLingui();
  const titleId = useId();
  const dpo = useDpo();
  return (
    <section className="dpo-card" aria-labelledby={titleId} data-testid="dpo-card">
      <h2 id={titleId} className="dpo-card__title">
        <Trans>Data protection officer</Trans>
      </h2>
      <p className="dpo-card__text">
        <Trans>
          To ask what we hold about you, to correct it, or to complain about how we use it, write to or call our data
          protection officer.
        </Trans>
      </p>
      {dpo.isPending ? (
        <p className="dpo-card__text" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : dpo.isError ? (
        <p className="dpo-card__text" role="alert">
          {t`Could not load the contact.`}{' '}
          <button type="button" className="roda-button roda-button--secondary" onClick={() => void dpo.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <dl className="dpo-card__contact">
          <dt>{t`Name`}</dt>
          <dd>{dpo.data.name}</dd>
          <dt>{t`Email`}</dt>
          <dd>
            <a href={`mailto:${dpo.data.email}`}>{dpo.data.email}</a>
          </dd>
          <dt>{t`Phone`}</dt>
          <dd>
            <a href={`tel:${dpo.data.phone.replace(/[^+\d]/g, '')}`}>{dpo.data.phone}</a>
          </dd>
        </dl>
      )}
    </section>
  );
}
