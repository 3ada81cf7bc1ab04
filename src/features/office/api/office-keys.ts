/** Query keys of the back office: one root, so a change invalidates every office list at once. */
export const officeKeys = {
  all: ['office'] as const,
  products: (filter: object) => ['office', 'products', filter] as const,
  product: (id: number) => ['office', 'product', id] as const,
  audit: (pageNo: number) => ['office', 'audit', pageNo] as const,
  categories: ['office', 'categories'] as const,
};
