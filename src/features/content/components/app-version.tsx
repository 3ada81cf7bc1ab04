import { useLingui } from '@lingui/react/macro';
import { version as installed } from '../../../../package.json';
import { formatDate } from '@/shared/lib/format';
import { useAppVersion } from '../api/get-app-version';

/** Compares dotted versions: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** About us: this app's version beside the latest release, and whether an update is needed. */
export function AppVersion() {
  const { t, i18n } = useLingui();
  const latest = useAppVersion();
  const release = latest.data;
  return (
    <section className="app-version" aria-label={t`App version`}>
      <p>{t`App version ${installed}`}</p>
      {release && (
        <p className="app-muted">
          {compareVersions(installed, release.minSupportedVersion) < 0
            ? t`This version is no longer supported. Please update to ${release.version}.`
            : compareVersions(installed, release.version) < 0
              ? t`Version ${release.version} is available (released ${formatDate(release.releasedAt, i18n.locale)}).`
              : t`You have the latest version.`}
        </p>
      )}
    </section>
  );
}
