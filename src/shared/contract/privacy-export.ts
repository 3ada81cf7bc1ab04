import { z } from 'zod';
import { defineCall } from './define-call';

// ---- a copy of my data (docs/product.md#personal-data-export) ----------------------------------

/** How long a prepared copy can be downloaded, and how often a new one may be asked for. */
export const DATA_EXPORT_KEEP_DAYS = 7;
export const DATA_EXPORT_EVERY_HOURS = 24;

export const dataExportStatuses = ['preparing', 'ready', 'expired', 'failed'] as const;

/** The two files of a copy: the machine-readable data and the readable summary. */
export const dataExportFormats = ['json', 'html'] as const;
export type DataExportFormat = (typeof dataExportFormats)[number];

/** The file route (a signed raw route): `{ id, format }` → the file, to its owner while not expired. */
export const DATA_EXPORT_FILE_PATH = '/api/app/user/data-export/file';

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(dataExportStatuses),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the download stops working (ready and expired copies). */
  expiresAt: z.string().nullable(),
  /** Size of the data file in bytes (ready copies). */
  fileBytes: z.number().int().nullable(),
  /** The file route to POST `{ id, format }` to, signed as a call; only while the copy is ready. */
  downloadPath: z.literal(DATA_EXPORT_FILE_PATH).nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportRequest = defineCall({
  path: '/api/app/user/data-export/request',
  summary:
    'Ask for a copy of my data; while one is preparing or ready it is answered instead, else one new copy per 24 hours (1501)',
  auth: 'user',
  mutating: true,
  payload: z.object({}),
  response: dataExportSchema,
});

export const dataExportList = defineCall({
  path: '/api/app/user/data-export/list',
  summary: 'My copies of my data, newest first',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.object({ requests: z.array(dataExportSchema) }),
});
