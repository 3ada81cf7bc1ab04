import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';
import type { FeedbackType } from '../limits';

export const addFeedback = (input: { type: FeedbackType; content: string; images: string[] }) =>
  callApi(api.feedbackAdd, input, { idempotencyKey: crypto.randomUUID() });

export const useAddFeedback = () => useMutation({ mutationFn: addFeedback });
