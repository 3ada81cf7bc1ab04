import type { z } from 'zod';
import type { extraDecisionsInput } from '@/shared/contract/orders/extra-work';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import { useOrderMutation } from './order-mutation';

export type ExtraDecisions = z.infer<typeof extraDecisionsInput>;

/** The customer's approvals and declines of quoted lines; the same key again changes nothing. */
export const decideExtraWork = ({
  orderId,
  decisions,
  idempotencyKey,
}: {
  orderId: number;
  decisions: ExtraDecisions;
  idempotencyKey: string;
}) => callApi(api.orderExtraWorkDecide, { orderId, decisions }, { idempotencyKey });

export const useDecideExtraWork = () => useOrderMutation(decideExtraWork);
