import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { clearSession, hasStoredKey } from '@/shared/lib/session';

/** Ends the session on the server (best effort: offline or expired still logs out here). */
export async function endSession(): Promise<void> {
  if (hasStoredKey()) await callApi(api.logout, {}).catch(() => undefined);
  clearSession();
}
