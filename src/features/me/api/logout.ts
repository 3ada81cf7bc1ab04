import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { forgetPushOnLogout } from '@/shared/lib/push';
import { clearSession, hasStoredKey } from '@/shared/lib/session';

/**
 * Ends the session on the server (best effort: offline or expired still logs out here). This
 * device's notices stop first: the next person on the phone must not get the previous one's.
 */
export async function endSession(): Promise<void> {
  if (hasStoredKey()) {
    await forgetPushOnLogout();
    await callApi(api.logout, {}).catch(() => undefined);
  }
  clearSession();
}
