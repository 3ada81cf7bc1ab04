import { createFileRoute } from '@tanstack/react-router';
import { PhoneLoginPage } from '@/features/auth/components/phone-login-page';
import { oneOf, optionalText, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages/login/PhoneLogin')({
  validateSearch: searchSchema({ redirect: optionalText, mode: oneOf(['otp', 'staff'] as const) }),
  component: PhoneLoginRoute,
});

function PhoneLoginRoute() {
  const search = Route.useSearch();
  return <PhoneLoginPage {...search} />;
}
