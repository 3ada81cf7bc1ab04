import type Stripe from 'stripe';

/**
 * Events in Stripe's shape. Every event the fake records is a full `Stripe.Event`: its type and
 * its `data.object` are checked together against the SDK's union of event types.
 */

/** Each event type with the object its `data.object` carries, read off the SDK's Event union. */
export type EventObjects = { [E in Stripe.Event as E['type']]: E['data']['object'] };
export type EventType = keyof EventObjects;

/**
 * An event's type and data, correlated: `EventBody<'refund.updated'>` carries a Refund. Written as
 * a mapped type indexed by its own key so a generic builder can return it without a cast.
 */
export type EventBody<T extends EventType = EventType> = {
  [P in T]: { type: P; data: { object: EventObjects[P]; previous_attributes?: Partial<EventObjects[P]> } };
}[T];

export function eventBody<T extends EventType>(
  type: T,
  object: EventObjects[T],
  previous?: Partial<EventObjects[T]>,
): EventBody<T> {
  return { type, data: previous ? { object, previous_attributes: previous } : { object } };
}

export interface EventEnvelope {
  id: string;
  created: number;
  apiVersion: string;
  pendingWebhooks: number;
  /** The API request that caused it; both null for what the payer or Stripe itself did. */
  request: { id: string | null; idempotency_key: string | null };
}

export function buildEvent(envelope: EventEnvelope, body: EventBody): Stripe.Event {
  return {
    id: envelope.id,
    object: 'event',
    api_version: envelope.apiVersion,
    created: envelope.created,
    livemode: false,
    pending_webhooks: envelope.pendingWebhooks,
    request: envelope.request,
    ...body,
  };
}
