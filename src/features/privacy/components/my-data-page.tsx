import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DataExport, DataExportFormat } from '@/shared/contract/privacy-export';
import { errorText } from '@/shared/lib/api-client';
import { formatDateTime, formatNumber } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from '../api/export-requests';
import '../privacy.css';

/**
 * Me > My data (docs/product.md#personal-data-export): what a copy holds, the button that asks for
 * one, and the newest copy as it stands: being prepared (asked again until ready), ready with its two
 * files and the date they stop working, expired or failed. A refusal (one copy a day) shows beside
 * the button.
 */
export function MyData() {
  const { t } = useLingui();
  const copies = useDataExports();
  const prepare = useRequestDataExport();

  if (copies.isPending) return <PageLoading />;
  if (copies.isError) {
    return (
      <EmptyState
        title={t`Could not load your data requests`}
        action={
          <button type="button" className="roda-button" onClick={() => void copies.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  const latest = copies.data.requests[0];
  const busy = latest?.status === 'preparing';
  const canAsk = !latest || latest.status === 'expired' || latest.status === 'failed';

  return (
    <div className="my-data">
      <section className="my-data__card" aria-labelledby="my-data-what">
        <h2 id="my-data-what" className="my-data__title">
          <Trans>A copy of your data</Trans>
        </h2>
        <p className="my-data__text">
          <Trans>
            Everything Roda holds about you: your profile, cars, orders and their items, payments, refunds, complaints,
            feedback, messages, marketing choices, sign-ins, devices for notices and your data requests.
          </Trans>
        </p>
        <ul className="my-data__list">
          <li>
            <Trans>A data file (JSON) that other apps can read.</Trans>
          </li>
          <li>
            <Trans>A readable summary you can open on your phone.</Trans>
          </li>
        </ul>
        <p className="my-data__hint">
          <Trans>
            We prepare it in the background. You can download it for 7 days, and ask for a new copy once a day. Sign-in
            secrets and device keys are left out, so the copy cannot be used to act as you.
          </Trans>
        </p>
      </section>

      {latest ? (
        <LatestCopy copy={latest} />
      ) : (
        <p className="my-data__hint my-data__none">{t`You have not asked for a copy yet.`}</p>
      )}

      {(canAsk || prepare.isError) && (
        <div className="my-data__ask">
          <button
            type="button"
            className="roda-button roda-button--primary app-block"
            disabled={prepare.isPending || busy}
            aria-busy={prepare.isPending}
            aria-describedby={prepare.isError ? 'my-data-refused' : undefined}
            onClick={() => prepare.mutate()}
          >
            {prepare.isPending ? t`Asking…` : t`Prepare my data`}
          </button>
          {prepare.isError && (
            <p id="my-data-refused" className="my-data__error" role="alert">
              {errorText(prepare.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The newest copy: its state, and while ready its two files. */
function LatestCopy({ copy }: { copy: DataExport }) {
  const { t, i18n } = useLingui();
  if (copy.status === 'preparing') {
    return (
      <section className="my-data__card my-data__state" role="status" aria-live="polite">
        <span className="roda-spinner my-data__spinner" aria-hidden="true" />
        <div>
          <p className="my-data__status">{t`Preparing your data…`}</p>
          <p className="my-data__hint">{t`This usually takes less than a minute. You can leave this page and come back.`}</p>
        </div>
      </section>
    );
  }
  if (copy.status === 'ready') {
    const until = formatDateTime(copy.expiresAt ?? '', i18n.locale);
    const size = formatNumber(Math.max(1, Math.round((copy.fileBytes ?? 0) / 1024)), i18n.locale);
    return (
      <section className="my-data__card" aria-labelledby="my-data-ready" role="status">
        <p id="my-data-ready" className="my-data__status my-data__status--ready">
          {t`Your copy is ready`}
        </p>
        <p className="my-data__hint">{t`Download it before ${until}.`}</p>
        <div className="my-data__files">
          <DownloadLink id={copy.id} format="json" label={t`Data file (JSON)`} detail={t`${size} KB`} />
          <DownloadLink id={copy.id} format="html" label={t`Readable summary`} detail={t`Web page`} />
        </div>
      </section>
    );
  }
  const asked = formatDateTime(copy.createdAt, i18n.locale);
  return (
    <section className="my-data__card" role="status">
      <p className="my-data__status">
        {copy.status === 'expired' ? t`Your last copy has expired` : t`Your last copy could not be prepared`}
      </p>
      <p className="my-data__hint">
        {copy.status === 'expired'
          ? t`Asked for on ${asked}. Its files have been deleted; prepare a new copy to download your data.`
          : t`Asked for on ${asked}. Please try again.`}
      </p>
    </section>
  );
}

/** One file of a ready copy: a download, its failure said beside it. */
function DownloadLink({
  id,
  format,
  label,
  detail,
}: {
  id: number;
  format: DataExportFormat;
  label: string;
  detail: string;
}) {
  const { t } = useLingui();
  const download = useDownloadDataExport();
  const [error, setError] = useState<string | null>(null);
  const errorId = `my-data-file-${format}-error`;
  return (
    <div className="my-data__file">
      <button
        type="button"
        className="roda-button my-data__download"
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          setError(null);
          download.mutate({ id, format }, { onError: (e) => setError(errorText(e)) });
        }}
      >
        <span className="my-data__download-label">{label}</span>
        <span className="my-data__download-detail">{download.isPending ? t`Downloading…` : detail}</span>
      </button>
      {error && (
        <p id={errorId} className="my-data__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
