import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { useProduct } from '../api/get-product';
import { useCanEditCatalogue } from './office-shell';
import { newProduct, ProductForm } from './product-form';
import { ProductStock } from './product-stock';

/** Adds a product (id null) or loads one into the form. */
export function ProductEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { t } = useLingui();
  const query = useProduct(id);
  const canEdit = useCanEditCatalogue();
  const title = id === null ? t`New product` : canEdit ? t`Edit product` : t`Product`;
  if (id === null && !canEdit) return <EmptyState title={t`Not allowed`} />;
  if (id !== null && query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (id !== null && !query.data) return <EmptyState title={t`Product not found`} />;
  return (
    <section className="office-section" aria-labelledby="office-product-title">
      <div className="office-head">
        <h1 id="office-product-title">{title}</h1>
      </div>
      <ProductForm
        key={id ?? 'new'}
        id={id ?? undefined}
        initial={query.data?.product ?? newProduct()}
        imageUrl={query.data?.imageUrl ?? null}
        onDone={onDone}
      />
      {id !== null && <ProductStock productId={id} />}
    </section>
  );
}
