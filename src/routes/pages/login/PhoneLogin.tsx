import { createFileRoute } from '@tanstack/react-router';
import { PhoneLoginPage } from '@/features/auth/components/phone-login-page';
import { optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages/login/PhoneLogin')({
  validateSearch: searchSchema({ redirect: optionalText }),
  component: PhoneLoginRoute,
});

function PhoneLoginRoute() {
  const search = Route.useSearch();
  return <PhoneLoginPage {...search} />;
}
