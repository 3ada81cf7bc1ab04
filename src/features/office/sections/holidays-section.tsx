import { optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';
import { HolidayList } from '../workshops/holiday-list';

const holidaysSearch = searchSchema({ page: optionalId, year: optionalId, state: optionalText });

/** /office/holidays: Malaysian public holidays, federal and per state. */
export default function HolidaysSection({ search }: OfficeSectionProps) {
  const { page, year, state } = parseSearch(holidaysSearch, search);
  const go = useOfficeNavigate();
  return (
    <HolidayList
      filter={{ pageNo: page ?? 1, year: year ?? new Date().getFullYear(), state }}
      onFilter={(f) => go('holidays', { page: f.pageNo, year: f.year, state: f.state })}
    />
  );
}
