import { isIosSafari, recordDevice } from '@/shared/lib/device';
import { activateStoredLocale } from '@/shared/lib/i18n';
import { restoreSession } from '@/shared/lib/session';

/** Launch work before the first render: language, device, session. */
export async function startApp(): Promise<void> {
  recordDevice();
  restoreSession();
  // only iOS Safari needs the guard, so only it loads the code
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints))
    void import('@/shared/lib/zoom-guard').then((m) => m.installZoomGuard());
  await activateStoredLocale();
}
