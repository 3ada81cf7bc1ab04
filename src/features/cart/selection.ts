/** The ids of the selected cart lines, in cart order: what checkout sends to PlaceAnOrder. */
export function selectedIds(lines: { id: number; selected: boolean }[]): number[] {
  return lines.filter((line) => line.selected).map((line) => line.id);
}

/** The PlaceAnOrder address for a cart checkout (`cartIds=1,2,3`) or a buy-now (`productId`, `quantity`). */
export function placeOrderHref(order: { cartIds: number[] } | { productId: number; quantity: number }): string {
  const params = new URLSearchParams(
    'cartIds' in order
      ? { cartIds: order.cartIds.join(',') }
      : { productId: String(order.productId), quantity: String(order.quantity) },
  );
  return `/pages-shop/good/PlaceAnOrder?${params.toString().replaceAll('%2C', ',')}`;
}
