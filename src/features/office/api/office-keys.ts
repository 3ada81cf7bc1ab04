import * as queryRoots from '@/shared/lib/query-roots';

/** Query keys of the back office: one root, so a change invalidates every office list at once. */
export const officeKeys = {
  all: queryRoots.rootKey(queryRoots.office),
  products: (filter: object) => [queryRoots.office, 'products', filter] as const,
  product: (id: number) => [queryRoots.office, 'product', id] as const,
  productStock: (id: number) => [queryRoots.office, 'product-stock', id] as const,
  lowStock: (place: number | null, pageNo: number) => [queryRoots.office, 'low-stock', place, pageNo] as const,
  audit: (search: object) => [queryRoots.office, 'audit', search] as const,
  auditPeople: [queryRoots.office, 'audit-people'] as const,
  dataRequests: (search: object) => [queryRoots.office, 'data-requests', search] as const,
  orders: (search: object) => [queryRoots.office, 'orders', search] as const,
  order: (id: number) => [queryRoots.office, 'order', id] as const,
  dashboard: (range: object) => [queryRoots.office, 'dashboard', range] as const,
  extraWork: (range: object) => [queryRoots.office, 'extra-work', range] as const,
  banners: [queryRoots.office, 'banners'] as const,
  dictionary: (dictionaryId: string) => [queryRoots.office, 'dictionary', dictionaryId] as const,
};
