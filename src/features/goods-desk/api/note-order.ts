import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useGoodsMutation } from './goods-mutation';

export interface NoteInput {
  orderId: number;
  cmsOrderNo: string;
  arrivalRemarks: string;
}

export const noteOrder = (input: NoteInput, idempotencyKey: string) =>
  callApi(api.staffOrderNote, input, { idempotencyKey });

/** Saves the CMS order number and arrival remarks. */
export const useNoteOrder = () => useGoodsMutation(noteOrder);
