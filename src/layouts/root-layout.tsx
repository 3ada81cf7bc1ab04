import { Outlet } from '@tanstack/react-router';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { LoadingHost } from '@/shared/ui/loading';
import { ModalHost } from '@/shared/ui/modal';
import { ToastHost } from '@/shared/ui/toast';

/** Every page, plus the hosts of the global toast, loading and modal. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <ToastHost />
      <LoadingHost />
      <ModalHost />
    </>
  );
}
