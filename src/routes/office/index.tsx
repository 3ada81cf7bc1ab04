import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/office/')({
  beforeLoad: () => {
    throw redirect({ to: '/office/products' });
  },
});
