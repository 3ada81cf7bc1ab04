import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { backAction, HOME_PATH } from '@/shared/lib/back';

/** The back button of every navigation bar: home when this is the first page, otherwise back one. */
export function useGoBack(): () => void {
  const router = useRouter();
  return useCallback(() => {
    const depth = router.history.canGoBack() ? 2 : 1;
    if (backAction(depth) === 'home') void router.navigate({ to: HOME_PATH, replace: true });
    else router.history.back();
  }, [router]);
}
