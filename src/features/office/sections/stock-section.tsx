import { optionalId, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { LowStock } from '../components/low-stock';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const stockSearch = searchSchema({ place: optionalId, page: optionalId });

/** /office/stock: a place's products running out, and counts by CSV. */
export default function StockSection({ search }: OfficeSectionProps) {
  const { place, page } = parseSearch(stockSearch, search);
  const go = useOfficeNavigate();
  return (
    <LowStock
      place={place}
      pageNo={page ?? 1}
      onChange={(next) => go('stock', { ...(next.place === undefined ? {} : { place: next.place }), page: next.page })}
    />
  );
}
