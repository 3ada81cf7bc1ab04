import { createFileRoute } from '@tanstack/react-router';
import { ProductEditor } from '@/features/office/components/product-editor';

/** /office/products/new adds a product; /office/products/<id> edits one. */
export const Route = createFileRoute('/office/products/$id')({
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const productId = /^\d+$/.test(id) ? Number(id) : null;
  return <ProductEditor id={productId} onDone={() => void navigate({ to: '/office/products' })} />;
}
