import { createFileRoute } from '@tanstack/react-router';
import { OfficePending, OfficeRoute } from '@/features/office/components/office-route';
import type { OfficeSearch } from '@/features/office/office-router';
import { preloadOfficeSection } from '@/features/office/office-sections';

/**
 * The whole back office (decision 018) is this one route: its sections are matched inside the lazy
 * office chunk (features/office/office-router.tsx), so Home's shell carries one definition for it.
 */
export const Route = createFileRoute('/office/$')({
  validateSearch: (search: Record<string, unknown>): OfficeSearch => search,
  // the section's module before it renders, so it never shows a fallback (office-sections.ts)
  loader: ({ params }) => preloadOfficeSection(params._splat ?? ''),
  component: OfficeRoute,
  pendingComponent: OfficePending,
});
