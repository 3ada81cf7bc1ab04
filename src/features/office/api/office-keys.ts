/** Query keys of the back office: one root, so a change invalidates every office list at once. */
export const officeKeys = {
  all: ['office'] as const,
  products: (filter: object) => ['office', 'products', filter] as const,
  product: (id: number) => ['office', 'product', id] as const,
  audit: (pageNo: number) => ['office', 'audit', pageNo] as const,
  categories: ['office', 'categories'] as const,
  orders: (search: object) => ['office', 'orders', search] as const,
  order: (id: number) => ['office', 'order', id] as const,
  stores: ['office', 'stores'] as const,
  dashboard: (range: object) => ['office', 'dashboard', range] as const,
  banners: ['office', 'banners'] as const,
  dictionary: (dictionaryId: string) => ['office', 'dictionary', dictionaryId] as const,
};
