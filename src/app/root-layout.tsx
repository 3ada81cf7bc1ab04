import { Outlet } from '@tanstack/react-router';
import { LoadingHost } from '@/shared/ui/loading';
import { ModalHost } from '@/shared/ui/modal';
import { ToastHost } from '@/shared/ui/toast';

/** Every page, plus the hosts of the global toast, loading and modal. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastHost />
      <LoadingHost />
      <ModalHost />
    </>
  );
}
