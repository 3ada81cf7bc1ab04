import { setClientState } from '@/shared/lib/client-state';
import { recordDevice } from '@/shared/lib/device';
import { activateStoredLocale } from '@/shared/lib/i18n';
import { restoreSession } from '@/shared/lib/session';
import { installZoomGuard } from '@/shared/lib/zoom-guard';
import { isIosSafari } from '@/shared/lib/device';

/** Launch work before the first render: language, device, session (spec §3, §4). */
export async function startApp(): Promise<void> {
  const { height, ios } = recordDevice();
  setClientState({ screenHeight: height, isPlatIos: ios });
  restoreSession();
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) installZoomGuard();
  await activateStoredLocale();
}
