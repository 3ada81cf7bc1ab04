/** Key root of everything the cart shows; every cart mutation invalidates it. */
export const cartKeys = {
  all: ['cart'] as const,
  page: () => ['cart', 'page'] as const,
  count: () => ['cart', 'count'] as const,
};
