import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DATA_EXPORT_FILE_PATH, DataExport, DataExportFormat } from '@/shared/contract/privacy-export';
import { api } from '@/shared/lib/api-calls';
import { callApi, newIdempotencyKey } from '@/shared/lib/api-client';
import { downloadFile } from '@/shared/lib/download-file';
import { exportKeys } from './export-keys';

/** The file route's path (checked against the contract's; the contract's schemas stay out of the app). */
const FILE_PATH: typeof DATA_EXPORT_FILE_PATH = '/api/app/user/data-export/file';

/** While a copy is being prepared the list is asked again this often (ms). */
export const PREPARING_POLL_MS = 2000;

/** My copies, newest first; asked again every few seconds while the newest is being prepared. */
export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: exportKeys.list(),
    queryFn: ({ signal }) => callApi(api.dataExportList, {}, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.requests[0]?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });

export const useDataExports = () => useQuery({ ...dataExportsQueryOptions(), refetchOnMount: 'always' });

/** Asks for a copy (or is shown the one preparing or ready); the list then shows it. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.dataExportRequest, {}, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (copy: DataExport) => {
      queryClient.setQueryData(exportKeys.list(), (list: { requests: DataExport[] } | undefined) => ({
        requests: [copy, ...(list?.requests ?? []).filter((other) => other.id !== copy.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: exportKeys.list() });
    },
  });
}

/** Downloads one file of a ready copy; the browser saves it under the server's name. */
export const downloadDataExport = (vars: { id: number; format: DataExportFormat }) =>
  downloadFile(FILE_PATH, vars, {
    contentType: vars.format === 'json' ? 'application/json' : 'text/html',
    fallbackName: vars.format === 'json' ? 'roda-my-data.json' : 'roda-my-data.html',
  });

/** One download at a time per link: its state is the link's (busy, failed). */
export const useDownloadDataExport = () => useMutation({ mutationFn: downloadDataExport });
