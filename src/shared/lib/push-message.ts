/** The worker tells the pages the browser changed the push subscription (sw/push.ts); one resends it. */
export const PUSH_CHANGED_MESSAGE = 'PUSH_SUBSCRIPTION_CHANGED';
