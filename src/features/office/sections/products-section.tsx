import { oneOf, optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { ProductList } from '../components/product-list';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const categories = ['maintenance', 'tyres', 'tint', 'dashcam', 'brake_pads', 'wipers', 'car_seats'] as const;
const productsSearch = searchSchema({ page: optionalId, keyword: optionalText, category: oneOf(categories) });

/** /office/products: the catalogue, searched and paged on the server. */
export default function ProductsSection({ search }: OfficeSectionProps) {
  const { page, keyword, category } = parseSearch(productsSearch, search);
  const go = useOfficeNavigate();
  return (
    <ProductList
      filter={{ pageNo: page ?? 1, keyword, category }}
      onFilter={(f) => go('products', { page: f.pageNo, keyword: f.keyword, category: f.category })}
    />
  );
}
