import { t } from '@lingui/core/macro';
import { ApiError } from '@/shared/lib/api-client';
import { showToast } from '@/shared/ui/toast';

/**
 * The text for a desk action that failed. The server's refusals are toasted by the API client
 * already; a call that never got an answer was not recorded, and the person must know that.
 */
export function actionErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return typeof navigator !== 'undefined' && !navigator.onLine
    ? t`You are offline. Nothing was recorded: try again when you are connected.`
    : t`The server could not be reached. Nothing was recorded: please try again.`;
}

/** Toasts a failure the API client did not toast (no answer: offline or unreachable). */
export function toastUnanswered(error: unknown) {
  if (!(error instanceof ApiError)) showToast(actionErrorText(error), 4000);
}
