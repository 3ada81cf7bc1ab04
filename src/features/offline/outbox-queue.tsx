import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type * as PageRuntime from '@/shared/lib/outbox/page-runtime';
import type * as OutboxStore from '@/shared/lib/outbox/store';
import { UPLOAD_PATH, type OutboxEntry } from '@/shared/lib/outbox/types';
import { confirm } from '@/shared/ui/modal';
import './offline.css';

type Runtime = typeof PageRuntime;
type Store = typeof OutboxStore;

/**
 * The outbox for staff (docs/architecture.md#outbox): how many entries wait, the progress of the one being sent,
 * and what needs a person (the server's message, retry, discard after a confirm). Staff screens
 * mount it where they like; the Me tab shows it for staff roles.
 */
export function OutboxQueue() {
  const { t } = useLingui();
  // photos are labelled here, in the language of now; calls carry the label their screen gave
  const labelOf = (entry: OutboxEntry) => (entry.path === UPLOAD_PATH ? t`Photo` : entry.label);
  const errorOf = (entry: OutboxEntry) => {
    if (entry.lastError?.code === -1) return t`A photo this item needs was not accepted.`;
    if (entry.lastError?.code === -2) return t`The photo of this item is no longer stored on this phone.`;
    return entry.lastError?.msg;
  };
  const [modules, setModules] = useState<{ runtime: Runtime; store: Store } | null>(null);
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [progress, setProgress] = useState<{ entryId: string; loaded: number; total: number } | null>(null);

  useEffect(() => {
    let alive = true;
    void Promise.all([import('@/shared/lib/outbox/page-runtime'), import('@/shared/lib/outbox/store')]).then(
      ([runtime, store]) => {
        if (!alive) return;
        runtime.startOutboxRuntime();
        setModules({ runtime, store });
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const reload = useCallback(async () => {
    if (modules) setEntries(await modules.store.listEntries());
  }, [modules]);

  useEffect(() => {
    if (!modules) return;
    const unsubscribe = modules.runtime.onOutboxMessage((message) => {
      if (message.type === 'progress') setProgress(message);
      else void reload();
    });
    // first read, after subscribing (asynchronous: IndexedDB)
    const first = setTimeout(() => void reload(), 0);
    return () => {
      clearTimeout(first);
      unsubscribe();
    };
  }, [modules, reload]);

  const waiting = entries.filter((e) => e.state !== 'attention');
  const attention = entries.filter((e) => e.state === 'attention');
  const current = entries.find((e) => e.state === 'sending');
  const percent =
    current && progress?.entryId === current.id && progress.total > 0
      ? Math.round((progress.loaded / progress.total) * 100)
      : null;

  const discard = async (entry: OutboxEntry) => {
    const ok = await confirm({
      title: t`Discard this item?`,
      content: t`It will not be sent and cannot be recovered.`,
      confirmText: t`Discard`,
      cancelText: t`Cancel`,
    });
    if (ok && modules) {
      await modules.runtime.discardEntry(entry.id);
      await reload();
    }
  };

  return (
    <section className="outbox-queue" aria-labelledby="outbox-queue-title" data-testid="outbox-queue">
      <h2 id="outbox-queue-title" className="outbox-queue__title">
        <Trans>Waiting to be sent</Trans>
      </h2>
      <p data-testid="outbox-waiting">
        {waiting.length === 0 ? t`Everything has been sent.` : t`${waiting.length} waiting to be sent.`}
      </p>
      {waiting.some((e) => e.state === 'waitingLogin') && (
        <p className="outbox-queue__error">
          <Trans>Your login has expired. Log in again to send these items.</Trans>
        </p>
      )}
      {current && (
        <div>
          <p>
            <Trans>Sending: {labelOf(current)}</Trans>
          </p>
          <progress max={100} value={percent ?? undefined} aria-label={t`Upload progress`} />
        </div>
      )}
      {waiting.length > 0 && (
        <button type="button" className="roda-button" onClick={() => modules && void modules.runtime.drainNow()}>
          <Trans>Send now</Trans>
        </button>
      )}
      {attention.length > 0 && (
        <>
          <h3 className="outbox-queue__title">
            <Trans>Needs attention</Trans>
          </h3>
          <ul className="outbox-queue__list" data-testid="outbox-attention">
            {attention.map((entry) => (
              <li key={entry.id} className="outbox-queue__item">
                <strong>{labelOf(entry)}</strong>
                <p className="outbox-queue__error">{errorOf(entry)}</p>
                <div className="outbox-queue__actions">
                  <button
                    type="button"
                    className="roda-button"
                    onClick={() => modules && void modules.runtime.retryEntry(entry.id)}
                  >
                    <Trans>Retry</Trans>
                  </button>
                  <button type="button" className="roda-button roda-button--danger" onClick={() => void discard(entry)}>
                    <Trans>Discard</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
