import { oneOf, optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';
import { PeopleList } from '../people/people-list';

const peopleSearch = searchSchema({
  page: optionalId,
  keyword: optionalText,
  status: oneOf(['active', 'pending', 'disabled', 'refused'] as const),
});

/** /office/people: staff, their roles and stores, deactivation, sign-ups waiting for approval. */
export default function PeopleSection({ search }: OfficeSectionProps) {
  const { page, keyword, status } = parseSearch(peopleSearch, search);
  const go = useOfficeNavigate();
  return (
    <PeopleList
      filter={{ pageNo: page ?? 1, keyword, status: status ?? 'active' }}
      onFilter={(f) => go('people', { page: f.pageNo, keyword: f.keyword, status: f.status })}
    />
  );
}
