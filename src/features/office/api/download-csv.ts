import { downloadFile } from '@/shared/lib/download-file';

/** Downloads a CSV the server streams for a signed call (the exports); the browser saves the file. */
export const downloadCsv = (path: string, payload: object, fallbackName: string): Promise<void> =>
  downloadFile(path, payload, { contentType: 'text/csv', fallbackName });
