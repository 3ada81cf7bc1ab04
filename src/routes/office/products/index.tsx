import { createFileRoute } from '@tanstack/react-router';
import { ProductList } from '@/features/office/components/product-list';
import { oneOf, optionalId, optionalText, searchSchema } from '@/shared/lib/search-params';

const categories = ['maintenance', 'tyres', 'tint', 'dashcam', 'brake_pads', 'wipers', 'car_seats'] as const;

export const Route = createFileRoute('/office/products/')({
  validateSearch: searchSchema({ page: optionalId, keyword: optionalText, category: oneOf(categories) }),
  component: ProductsRoute,
});

function ProductsRoute() {
  const { page, keyword, category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductList
      filter={{ pageNo: page ?? 1, keyword, category }}
      onFilter={(f) => void navigate({ search: { page: f.pageNo, keyword: f.keyword, category: f.category } })}
    />
  );
}
