import { ProductEditor } from '../components/product-editor';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

/** /office/products/new adds a product; /office/products/<id> edits one. */
export default function ProductSection({ params }: OfficeSectionProps) {
  const go = useOfficeNavigate();
  const id = params.id ?? '';
  const productId = /^\d+$/.test(id) ? Number(id) : null;
  return <ProductEditor id={productId} onDone={() => go('products')} />;
}
