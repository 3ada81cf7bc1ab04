import type { PRODUCT_EXPORT_PATH } from '@/shared/contract/office';
import { downloadCsv } from './download-csv';

/** The export's path (checked against the contract's; the contract's schemas stay out of the app). */
const EXPORT_PATH: typeof PRODUCT_EXPORT_PATH = '/api/app/office/product/export';

/** Downloads every product as CSV (the server streams it); the browser saves the file. */
export const exportProducts = (): Promise<void> => downloadCsv(EXPORT_PATH, {}, 'products.csv');
