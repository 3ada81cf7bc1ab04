import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hasStoredKey } from '@/shared/lib/session';

/** Returns a check that sends a logged-out user to the login page, to come back here after it. */
export function useRequireLogin(): () => boolean {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(() => {
    if (hasStoredKey()) return true;
    void navigate({ to: '/pages/login/PhoneLogin', search: { redirect: router.state.location.href } });
    return false;
  }, [navigate, router]);
}
