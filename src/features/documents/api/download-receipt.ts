import { useMutation } from '@tanstack/react-query';
import type { RECEIPT_PDF_PATH } from '@/shared/contract/documents';
import { downloadFile } from '@/shared/lib/download-file';

/** The PDF route's path (checked against the contract's; the contract's schemas stay out of the app). */
const PDF_PATH: typeof RECEIPT_PDF_PATH = '/api/app/receipt/pdf';

/** The languages a receipt is printed in. */
export type ReceiptLanguage = 'en' | 'ms';

/** Downloads a receipt or refund document as a PDF in one language; the browser saves the file. */
export const downloadReceiptPdf = (vars: { id: number; lang: ReceiptLanguage }) =>
  downloadFile(
    PDF_PATH,
    { id: vars.id, lang: vars.lang },
    {
      contentType: 'application/pdf',
      fallbackName: `roda-receipt-${vars.id}.pdf`,
    },
  );

/** One download at a time per button: its state is the button's (busy, failed). */
export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceiptPdf });
