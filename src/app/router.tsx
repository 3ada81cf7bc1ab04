import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { RoutePending } from '@/shared/ui/page-loading';
import { NotFoundPage, RouteErrorPage } from './route-fallbacks';

/** The router with the query client in its context, so loaders can warm the cache. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: import.meta.env.BASE_URL.replace(/\/$/, ''),
    context: { queryClient },
    defaultPreload: 'intent',
    // loaders read the query cache; the router itself keeps nothing stale
    defaultPreloadStaleTime: 0,
    // PageLoading waits its own 200 ms before it shows (docs/product.md#page-loading)
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
