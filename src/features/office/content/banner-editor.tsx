import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { OfficeBanner, OfficeBannerInput } from '@/shared/contract/office-content';
import { formatDate } from '@/shared/lib/format';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { uploadImage } from '@/shared/lib/upload-image';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { RequiredMark } from '../components/required-mark';
import { DocField, focusControl } from '../documents/doc-field';
import { errorText } from '../orders/orders-api';
import { BannerPreview, languageLabels } from './banner-card';
import { checkBanner, firstWrong, type BannerErrors, type BannerField } from './banner-check';
import { bannerShowing } from './banner-days';
import { BannerDays, BannerTarget, BannerTitles } from './banner-fields';
import { useBanners, useSaveBanner } from './banners-api';
import { LoadFailed } from './load-failed';

const blank: OfficeBannerInput = {
  title: { en: '', ms: '', zh: '' },
  image: '',
  jumpType: 'category',
  jumpValue: '',
  language: null,
  startsOn: null,
  endsOn: null,
  active: false,
};

/** What the form edits of a saved banner (its place in the order is changed from the list). */
const inputOf = (b: OfficeBanner): OfficeBannerInput => ({
  title: b.title,
  image: b.image,
  jumpType: b.jumpType,
  jumpValue: b.jumpValue,
  language: b.language,
  startsOn: b.startsOn,
  endsOn: b.endsOn,
  active: b.active,
});

/** /office/content/new or /office/content/<id>: a banner's form with its preview. */
export function BannerEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { t } = useLingui();
  const query = useBanners();
  if (id !== null && query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (id !== null && query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const found = id === null ? undefined : query.data?.list.find((b) => b.id === id);
  if (id !== null && !found) return <EmptyState title={t`This banner no longer exists`} />;
  return <BannerForm key={found?.id ?? 'new'} existing={found} onDone={onDone} />;
}

function BannerForm({ existing, onDone }: { existing: OfficeBanner | undefined; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveBanner();
  const [banner, setBanner] = useState<OfficeBannerInput>(existing ? inputOf(existing) : blank);
  const [imageUrl, setImageUrl] = useState(existing?.imageUrl ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // once a save was tried, every field is checked as it changes, so an error goes when it is fixed
  const [checked, setChecked] = useState(false);
  const errors: BannerErrors = checked ? checkBanner(banner) : {};
  const prefix = useId();
  const idOf = (field: BannerField) => `${prefix}-${field.replace('.', '-')}`;
  const change = (patch: Partial<OfficeBannerInput>) => setBanner((b) => ({ ...b, ...patch }));
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, 'banner', { onProgress: setProgress });
      change({ image: uploaded.id });
      setImageUrl(`/media/uploads/${uploaded.id}`);
    } catch {
      // the upload call has told the reader why (a toast)
    } finally {
      setProgress(null);
    }
  };
  const submit = async (active: boolean) => {
    setError(null);
    setChecked(true);
    const wrong = firstWrong(checkBanner(banner));
    if (wrong) {
      focusControl(idOf(wrong));
      return;
    }
    if (active && !(existing?.active ?? false)) {
      const readers = i18n._(languageLabels[banner.language ?? 'all']);
      const showing = bannerShowing({ ...banner, active: true }, malaysiaDateOf(new Date()));
      const first = banner.startsOn ? formatDate(banner.startsOn, i18n.locale) : '';
      const ok = await confirm({
        title: t`Publish this banner?`,
        content:
          showing === 'scheduled'
            ? t`It shows on Home from ${first}, to ${readers}.`
            : showing === 'ended'
              ? t`Its last day has passed: Home will not show it.`
              : t`It shows on Home at once, to ${readers}.`,
        confirmText: t`Publish`,
        cancelText: t`Cancel`,
      });
      if (!ok) return;
    }
    save.mutate(
      { id: existing?.id, banner: { ...banner, active } },
      {
        onSuccess: () => {
          showToast(active ? t`Published` : t`Saved as a draft`);
          onDone();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(banner.active);
  };
  const fields = { banner, idOf, errors, onChange: change };
  const imageError = errors.image ? i18n._(errors.image) : undefined;
  return (
    <section className="office-section" aria-labelledby="office-banner-title">
      <div className="office-head">
        <h1 id="office-banner-title">{existing ? t`Edit banner` : t`New banner`}</h1>
      </div>
      <div className="office-banner-edit">
        <form className="office-card office-banner-form" onSubmit={onSubmit} noValidate>
          <BannerTitles {...fields} />
          <label className="office-field">
            <span>{t`Shown to`}</span>
            <select
              className="app-input"
              value={banner.language ?? ''}
              onChange={(e) => change({ language: (e.target.value || null) as OfficeBannerInput['language'] })}
            >
              <option value="">{i18n._(languageLabels.all)}</option>
              <option value="en">{i18n._(languageLabels.en)}</option>
              <option value="ms">{i18n._(languageLabels.ms)}</option>
              <option value="zh">{i18n._(languageLabels.zh)}</option>
            </select>
          </label>
          <BannerTarget {...fields} />
          <BannerDays {...fields} />
          <DocField
            id={idOf('image')}
            label={
              <>
                {t`Picture`}
                <RequiredMark />
              </>
            }
            error={imageError}
          >
            {(control) => (
              <span className="office-image">
                <label className="roda-button roda-button--secondary office-image__upload">
                  {t`Upload a picture`}
                  <input
                    {...control}
                    type="file"
                    className="roda-sr-only"
                    aria-required="true"
                    accept="image/jpeg,image/png,image/webp,image/heic"
                    disabled={progress !== null}
                    onChange={(e) => void pick(e.target.files?.[0])}
                  />
                </label>
              </span>
            )}
          </DocField>
          {progress !== null && (
            <progress className="office-progress" max={1} value={progress} aria-label={t`Uploading the picture`} />
          )}
          {error && (
            <p className="office-error" role="alert">
              {error}
            </p>
          )}
          <div className="office-refund__buttons">
            <button
              type="button"
              className="roda-button roda-button--secondary"
              disabled={save.isPending || progress !== null}
              onClick={() => void submit(false)}
            >
              {existing?.active ? t`Unpublish (keep as draft)` : t`Save as draft`}
            </button>
            <button
              type="button"
              className="roda-button roda-button--primary"
              disabled={save.isPending || progress !== null}
              onClick={() => void submit(true)}
            >
              {existing?.active ? t`Save` : t`Publish`}
            </button>
          </div>
        </form>
        <aside className="office-card" aria-labelledby="office-banner-preview-title">
          <h2 id="office-banner-preview-title">
            <Trans>Preview</Trans>
          </h2>
          <BannerPreview banner={banner} imageUrl={imageUrl} />
        </aside>
      </div>
    </section>
  );
}
