import { auditSectionList } from '@/shared/contract/audit-sections';
import type { OfficeAuditFilter } from '@/shared/contract/office-audit';
import { oneOf, optionalDate, optionalId, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { AuditLog } from '../components/audit-log';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const auditSearch = searchSchema({
  page: optionalId,
  person: optionalId,
  section: oneOf(auditSectionList),
  from: optionalDate,
  to: optionalDate,
});

/** /office/audit: who changed what and when, its filters in the address so a search can be shared. */
export default function AuditSection({ search }: OfficeSectionProps) {
  const { page, person, ...rest } = parseSearch(auditSearch, search);
  const go = useOfficeNavigate();
  const filter: OfficeAuditFilter = { actorId: person, ...rest };
  return (
    <AuditLog
      pageNo={page ?? 1}
      filter={filter}
      onSearch={(pageNo, { actorId, ...f }) =>
        go('audit', { page: pageNo > 1 ? pageNo : undefined, person: actorId, ...f })
      }
    />
  );
}
