import { dataRequestKinds } from '@/shared/contract/office-data-requests';
import { oneOf, optionalId, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { DataRequestList } from '../data-requests/data-request-list';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const dataRequestSearch = searchSchema({ page: optionalId, kind: oneOf(dataRequestKinds) });

/** /office/data-requests: copies of data and account deletions (the company), its kind and page in the address. */
export default function DataRequestsSection({ search }: OfficeSectionProps) {
  const { page, kind } = parseSearch(dataRequestSearch, search);
  const go = useOfficeNavigate();
  return (
    <DataRequestList
      pageNo={page ?? 1}
      kind={kind}
      onSearch={(pageNo, next) => go('data-requests', { page: pageNo > 1 ? pageNo : undefined, kind: next })}
    />
  );
}
