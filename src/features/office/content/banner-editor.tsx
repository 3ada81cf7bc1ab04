import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { OfficeBanner, OfficeBannerInput } from '@/shared/contract/office-content';
import { uploadImage } from '@/shared/lib/upload-image';
import { confirm } from '@/shared/ui/modal';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { errorText } from '../orders/orders-api';
import { BannerPreview, languageLabels } from './banner-card';
import { useBanners, useSaveBanner } from './banners-api';

const blank: OfficeBannerInput = {
  title: { en: '', ms: '', zh: '' },
  image: '',
  jumpType: 'category',
  jumpValue: '',
  language: null,
  sort: 0,
  active: false,
};

/** /office/content/new or /office/content/<id>: a banner's form with its preview. */
export function BannerEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const query = useBanners();
  if (id !== null && query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const found = id === null ? undefined : query.data?.list.find((b) => b.id === id);
  return <BannerForm key={found?.id ?? 'new'} existing={found} onDone={onDone} />;
}

function BannerForm({ existing, onDone }: { existing: OfficeBanner | undefined; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveBanner();
  const [banner, setBanner] = useState<OfficeBannerInput>(existing ?? blank);
  const [imageUrl, setImageUrl] = useState(existing?.imageUrl ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const setTitle = (lang: 'en' | 'ms' | 'zh', value: string) =>
    setBanner((b) => ({ ...b, title: { ...b.title, [lang]: value } }));
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, 'banner', { onProgress: setProgress });
      setBanner((b) => ({ ...b, image: uploaded.id }));
      setImageUrl(`/media/uploads/${uploaded.id}`);
    } catch {
      // the upload call has told the reader why (a toast)
    } finally {
      setProgress(null);
    }
  };
  const submit = async (active: boolean) => {
    setError(null);
    if (active && !(existing?.active ?? false)) {
      const ok = await confirm({
        title: t`Publish this banner?`,
        content: t`It shows on Home at once, to ${i18n._(languageLabels[banner.language ?? 'all'])}.`,
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
  return (
    <section className="office-section" aria-labelledby="office-banner-title">
      <div className="office-head">
        <h1 id="office-banner-title">{existing ? t`Edit banner` : t`New banner`}</h1>
      </div>
      <div className="office-banner-edit">
        <form className="office-card office-banner-form" onSubmit={onSubmit} noValidate>
          {(['en', 'ms', 'zh'] as const).map((lang) => (
            <label key={lang} className="office-field">
              <span>{lang === 'en' ? t`Title (English)` : lang === 'ms' ? t`Title (Malay)` : t`Title (Chinese)`}</span>
              <input
                className="app-input"
                maxLength={120}
                value={banner.title[lang]}
                onChange={(e) => setTitle(lang, e.target.value)}
              />
            </label>
          ))}
          <label className="office-field">
            <span>{t`Shown to`}</span>
            <select
              className="app-input"
              value={banner.language ?? ''}
              onChange={(e) =>
                setBanner((b) => ({ ...b, language: (e.target.value || null) as OfficeBannerInput['language'] }))
              }
            >
              <option value="">{i18n._(languageLabels.all)}</option>
              <option value="en">{i18n._(languageLabels.en)}</option>
              <option value="ms">{i18n._(languageLabels.ms)}</option>
              <option value="zh">{i18n._(languageLabels.zh)}</option>
            </select>
          </label>
          <div className="office-banner-form__row">
            <label className="office-field">
              <span>{t`Leads to`}</span>
              <select
                className="app-input"
                value={banner.jumpType}
                onChange={(e) =>
                  setBanner((b) => ({ ...b, jumpType: e.target.value as OfficeBannerInput['jumpType'] }))
                }
              >
                <option value="category">{t`A category`}</option>
                <option value="product">{t`A product`}</option>
                <option value="page">{t`A page of the app`}</option>
              </select>
            </label>
            <label className="office-field">
              <span>{t`Category code, product id or page path`}</span>
              <input
                className="app-input"
                maxLength={200}
                value={banner.jumpValue}
                onChange={(e) => setBanner((b) => ({ ...b, jumpValue: e.target.value }))}
              />
            </label>
          </div>
          <label className="office-field">
            <span>{t`Picture`}</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
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
