import { z } from 'zod';
import { defineCall } from '../define-call';
import { mailingAddressSchema } from './orders';

/**
 * The addresses the caller's mail orders went to, newest first, each once: checkout offers them so
 * a returning customer does not type an address twice. Taken from the orders themselves, so there is
 * no second copy of an address to keep in step.
 */
export const savedMailingAddresses = defineCall({
  path: '/api/app/order/vehicle/order/app/mailing-addresses',
  summary: 'The addresses of the caller’s earlier mail orders, newest first, each once (at most 5)',
  auth: 'user',
  mutating: false,
  payload: z.object({}),
  response: z.array(mailingAddressSchema),
});
