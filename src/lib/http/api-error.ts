/** Every failure of a call is one of these kinds; the error catalogue says what the user sees for each. */
export type ApiErrorKind =
  | 'unauthorized' // HTTP 401 or code 401 / 10001
  | 'e-contract' // 459: the e-contract is not signed
  | 'validation' // 422: field → messages
  | 'server' // 5xx, or a body that is not JSON / has no envelope
  | 'business' // any other code, with a Chinese msg
  | 'rate-limited' // 429: too many requests (SMS, login, a locked account); wait Retry-After seconds
  | 'timeout' // no answer within the request timeout
  | 'network' // the request never reached the server
  | 'cancelled'; // superseded by a repeat of the same URL, or aborted by the caller: never shown

interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: number;
  fieldErrors?: Record<string, string[]>;
  body?: unknown;
  /** Seconds to wait before trying again (the Retry-After header of a 429). */
  retryAfter?: number;
}

/** The typed error every generated call rejects with, for callers that want to react themselves. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly fieldErrors?: Record<string, string[]>;
  readonly body?: unknown;
  readonly retryAfter?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  /** The first message of the first failing field, when the server sent field errors (a form shows that one). */
  get firstFieldMessage(): string | undefined {
    const first = this.fieldErrors ? Object.values(this.fieldErrors)[0] : undefined;
    return first?.[0];
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The message of a failed call (the ApiError's Chinese text), or the fallback when it has none. */
export function errorText(e: unknown, fallback: string): string {
  return e instanceof Error && e.message ? e.message : fallback;
}
