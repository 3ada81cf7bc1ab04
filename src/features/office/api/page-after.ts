import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What to send as `after` for page `pageNo` of a list paged by key (docs/architecture.md#size): the
 * `next` of the page before it when the app holds that page (the user went on page by page), so the
 * server reads on from its last row; else nothing, and the server counts in by the page number.
 */
export function afterPageBefore(queryClient: QueryClient, pageNo: number, pageBefore: QueryKey): string | undefined {
  if (pageNo <= 1) return undefined;
  return queryClient.getQueryData<{ next?: string | null }>(pageBefore)?.next ?? undefined;
}
