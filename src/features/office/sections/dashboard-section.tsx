import { optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { DashboardView } from '../dashboard/dashboard-view';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const day = (raw: unknown) => {
  const value = optionalText(raw);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
};
const dashboardSearch = searchSchema({ from: day, to: day, store: optionalId });

/** /office/dashboard: the office's landing page. */
export default function DashboardSection({ search }: OfficeSectionProps) {
  const { from, to, store } = parseSearch(dashboardSearch, search);
  const go = useOfficeNavigate();
  return (
    <DashboardView
      range={{ from, to, storeId: store }}
      onRange={(r) => go('dashboard', { from: r.from, to: r.to, store: r.storeId })}
    />
  );
}
