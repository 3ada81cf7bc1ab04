import { createFileRoute } from '@tanstack/react-router';
import { PayResultPage } from '@/features/orders/components/pay-result-page';
import { payResultSearchSchema } from '@/features/orders/search';

export const Route = createFileRoute('/pages/pay/pay')({
  validateSearch: payResultSearchSchema,
  component: PayRoute,
});

function PayRoute() {
  const search = Route.useSearch();
  return <PayResultPage {...search} />;
}
