/** Query keys of the orders feature, rooted at 'orders' so one invalidation refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  groups: () => ['orders', 'groups'] as const,
  page: (group: string) => ['orders', 'page', group] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  store: (id: number) => ['orders', 'store', id] as const,
  refund: (orderId: number) => ['orders', 'refund', orderId] as const,
};
