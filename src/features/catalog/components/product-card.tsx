import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '@/shared/contract/catalog';
import { formatRM } from '@/shared/lib/format';
import '../catalog.css';

/** One product in a list: image, brand, name, size and price; opens its details. */
export function ProductCard({ product, onOpen }: { product: ProductSummary; onOpen?: () => void }) {
  const body = (
    <>
      <img src={product.imageUrl} alt="" width={88} height={88} loading="lazy" decoding="async" />
      <span className="product-card__main">
        <span className="product-card__brand">{product.brand}</span>
        <span className="product-card__name">{product.name}</span>
        {product.size && <span className="product-card__meta">{product.size}</span>}
        <span className="product-card__price">
          {formatRM(product.priceSen)}
          {product.originalPriceSen !== null && product.originalPriceSen > product.priceSen && (
            <s className="product-card__was">{formatRM(product.originalPriceSen)}</s>
          )}
        </span>
      </span>
    </>
  );
  if (onOpen) {
    return (
      <button type="button" className="product-card" onClick={onOpen}>
        {body}
      </button>
    );
  }
  return (
    <Link to="/pages-shop/good/GoodDetails" search={{ id: product.id }} className="product-card">
      {body}
    </Link>
  );
}
