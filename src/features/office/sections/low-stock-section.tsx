import { optionalId, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { LowStock } from '../components/low-stock';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const lowStockSearch = searchSchema({ place: optionalId, page: optionalId });

/** /office/low-stock: a place's products running out. */
export default function LowStockSection({ search }: OfficeSectionProps) {
  const { place, page } = parseSearch(lowStockSearch, search);
  const go = useOfficeNavigate();
  return (
    <LowStock
      place={place}
      pageNo={page ?? 1}
      onChange={(next) =>
        go('low-stock', { ...(next.place === undefined ? {} : { place: next.place }), page: next.page })
      }
    />
  );
}
