import { setClientState } from '@/shared/lib/client-state';
import { recordDevice } from '@/shared/lib/device';
import { activateStoredLocale } from '@/shared/lib/i18n';
import { restoreSession } from '@/shared/lib/session';
import { isIosSafari } from '@/shared/lib/device';

/** Launch work before the first render: language, device, session (spec §3, §4). */
export async function startApp(): Promise<void> {
  const { height, ios } = recordDevice();
  setClientState({ screenHeight: height, isPlatIos: ios });
  restoreSession();
  // only iOS Safari needs the guard, so only it loads the code
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints))
    void import('@/shared/lib/zoom-guard').then((m) => m.installZoomGuard());
  await activateStoredLocale();
}
