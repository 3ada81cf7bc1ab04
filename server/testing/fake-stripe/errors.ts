/** The error types Stripe's v1 API answers with, as the SDK maps them to its error classes. */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  error: { type: StripeErrorType; code?: string; message: string; param?: string };
}

/**
 * An error answered in Stripe's shape. `saved` says whether the idempotency layer keeps it for
 * replay: Stripe saves a result only once an endpoint began executing, so refused parameters are
 * not saved (a corrected retry with the same key runs), while a refusal by the object's state is.
 */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: StripeErrorType;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly saved: boolean;

  constructor(
    status: number,
    type: StripeErrorType,
    message: string,
    options: { code?: string; param?: string; saved?: boolean } = {},
  ) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = options.code;
    this.param = options.param;
    this.saved = options.saved ?? false;
  }

  body(): StripeErrorBody {
    return {
      error: {
        type: this.type,
        ...(this.code ? { code: this.code } : {}),
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** A parameter Stripe refuses before doing anything (400, not saved for idempotent replay). */
export const invalidRequest = (message: string, param?: string, code?: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', message, {
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

/** A request the object's current state refuses (400, saved: a replay answers the same). */
export const refusedByState = (message: string, code?: string, param?: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', message, {
    saved: true,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

/** An unknown id, worded as Stripe words it: "No such refund: 're_…'". */
export const resourceMissing = (objectName: string, id: string, param = 'id'): StripeApiError =>
  new StripeApiError(404, 'invalid_request_error', `No such ${objectName}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
