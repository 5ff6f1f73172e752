import { isApiError } from '@/lib/http';

/**
 * The `Idempotency-Key` of one buyer action (a click on 提交订单 or 确认支付): the contract applies a key once, and
 * answers a repeat with the first result, so a retry after an unknown outcome can never create a second order or
 * payment.
 *
 * The key is kept while the buyer retries the same request after an answer that leaves the outcome unknown (the
 * timeout, a network failure, a 5xx or 504); a definite answer (success or refusal) or a different request body
 * starts a new action, with a new key.
 */
export class ActionKey {
  private key: string | null = null;
  private body: string | null = null;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key for an attempt with this body: the same while retrying it, a new one for a new action. */
  for(body: unknown): string {
    const text = JSON.stringify(body ?? null);
    if (this.key === null || this.body !== text) {
      this.key = this.newKey();
      this.body = text;
    }
    return this.key;
  }

  /** After an answer: a definite one ends the action (the next click is a new one); an unknown outcome keeps the key. */
  settle(error?: unknown): void {
    if (error !== undefined && outcomeUnknown(error)) return;
    this.key = null;
    this.body = null;
  }

  /** Request headers carrying the key for this body. */
  headers(body: unknown): { 'Idempotency-Key': string } {
    return { 'Idempotency-Key': this.for(body) };
  }
}

/** Failures after which the server may or may not have applied the request. */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'server' || error.kind === 'cancelled';
}

/** 32 hex digits from the platform's random source (crypto.randomUUID is missing outside secure contexts). */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
