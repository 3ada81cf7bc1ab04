import { optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';
import { WorkshopList } from '../workshops/workshop-list';

const workshopsSearch = searchSchema({ page: optionalId, keyword: optionalText });

/** /office/workshops: the stores and their week at a glance. */
export default function WorkshopsSection({ search }: OfficeSectionProps) {
  const { page, keyword } = parseSearch(workshopsSearch, search);
  const go = useOfficeNavigate();
  return (
    <WorkshopList
      filter={{ pageNo: page ?? 1, keyword }}
      onFilter={(f) => go('workshops', { page: f.pageNo, keyword: f.keyword })}
    />
  );
}
