import { createFileRoute } from '@tanstack/react-router';
import { OfficeRoute } from '@/features/office/components/office-route';
import type { OfficeSearch } from '@/features/office/office-router';

/**
 * The whole back office (decision 018) is this one route: its sections are matched inside the lazy
 * office chunk (features/office/office-router.tsx), so Home's shell carries one definition for it.
 */
export const Route = createFileRoute('/office/$')({
  validateSearch: (search: Record<string, unknown>): OfficeSearch => search,
  component: OfficeRoute,
});
