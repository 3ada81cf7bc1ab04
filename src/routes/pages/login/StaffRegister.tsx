import { createFileRoute } from '@tanstack/react-router';
import { StaffRegisterPage } from '@/features/staff-account/components/staff-register-page';

export const Route = createFileRoute('/pages/login/StaffRegister')({
  component: StaffRegisterPage,
});
