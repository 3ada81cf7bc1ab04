import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { usePublishRelease } from './releases-api';
import { errorText } from '@/shared/lib/api-client';

/** Publish a release: version, minimum supported version, notes in three languages; asks first. */
export function PublishForm({ current }: { current: string | null }) {
  const { t } = useLingui();
  const [version, setVersion] = useState('');
  const [min, setMin] = useState(current ?? '');
  const [notes, setNotes] = useState({ en: '', ms: '', zh: '' });
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishRelease();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const ok = await confirm({
      title: t`Publish version ${version}?`,
      content: t`Every phone on an older version is asked to update at its next check.`,
      confirmText: t`Publish`,
    });
    if (!ok) return;
    publish.mutate(
      { version: version.trim(), minSupportedVersion: min.trim(), notes },
      {
        onSuccess: (r) => {
          showToast(t`Version ${r.version} published`);
          setVersion('');
          setNotes({ en: '', ms: '', zh: '' });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const note = (lang: 'en' | 'ms' | 'zh', label: string) => (
    <label className="office-field">
      <span>{label}</span>
      <textarea
        className="app-input office-release__notes"
        rows={3}
        maxLength={2000}
        value={notes[lang]}
        onChange={(e) => setNotes({ ...notes, [lang]: e.target.value })}
      />
    </label>
  );
  return (
    <form className="office-card" onSubmit={(e) => void submit(e)} aria-labelledby="release-publish-title">
      <h2 id="release-publish-title">
        <Trans>Publish a release</Trans>
      </h2>
      <div className="office-release__versions">
        <label className="office-field">
          <span>{t`Version`}</span>
          <input
            className="app-input"
            inputMode="decimal"
            placeholder={current ? t`Newer than ${current}` : '1.0.1'}
            value={version}
            onChange={(e) => setVersion(e.target.value)}
          />
        </label>
        <label className="office-field">
          <span>{t`Minimum supported version`}</span>
          <input className="app-input" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} />
        </label>
      </div>
      <div className="office-lang">
        {note('en', t`Notes in English`)}
        {note('ms', t`Notes in Malay`)}
        {note('zh', t`Notes in Chinese`)}
      </div>
      {error && (
        <p className="office-error" role="alert">
          {error}
        </p>
      )}
      <div className="office-form__actions">
        <button type="submit" className="roda-button" disabled={publish.isPending || !version.trim()}>
          <Trans>Publish release</Trans>
        </button>
      </div>
    </form>
  );
}
