import { t } from '@lingui/core/macro';
import { ApiError } from '@/shared/lib/api-client';
import { showToast } from '@/shared/ui/toast';

/** Tells what turning notices on or off came to; the API client has toasted the server's refusals. */
export function toastPushResult(result: NotificationPermission | 'off') {
  if (result === 'granted') showToast(t`Notifications are on for this phone`);
  else if (result === 'off') showToast(t`Notifications are off for this phone`);
  else if (result === 'denied') showToast(t`Notifications are blocked in this browser's settings`, 4000);
}

export function toastPushError(error: unknown) {
  if (error instanceof ApiError) return;
  showToast(
    typeof navigator !== 'undefined' && !navigator.onLine
      ? t`You are offline. Please try again when you are connected.`
      : t`This browser could not set up notifications. Please try again.`,
    4000,
  );
}
