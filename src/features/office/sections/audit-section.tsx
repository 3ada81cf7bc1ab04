import { optionalId, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { AuditLog } from '../components/audit-log';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const auditSearch = searchSchema({ page: optionalId });

/** /office/audit: who changed what and when. */
export default function AuditSection({ search }: OfficeSectionProps) {
  const { page } = parseSearch(auditSearch, search);
  const go = useOfficeNavigate();
  return <AuditLog pageNo={page ?? 1} onPage={(p) => go('audit', { page: p })} />;
}
