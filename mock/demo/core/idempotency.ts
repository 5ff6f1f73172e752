import { createHash } from 'node:crypto';
import type { UploadedFile } from './multipart';
import { ApiFailure } from './respond';

/**
 * The contract's `Idempotency-Key` (submitting an order, the pay operations): the server applies a key once per
 * account, store and operation and keeps the answer 24 hours; a repeat with the same key and the same request gets
 * that answer again (same status and body), the same key with another request is refused with 409.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;

interface KeptAnswer<R> {
  fingerprint: string;
  response: R;
  at: number;
}

interface IdempotencyStore<R> {
  /** The answer kept for this scope and key, while it is kept. */
  find(scope: string, now: number): KeptAnswer<R> | null;
  keep(scope: string, fingerprint: string, response: R, now: number): void;
}

export function createIdempotencyStore<R>(keepMs = IDEMPOTENCY_KEEP_MS): IdempotencyStore<R> {
  const kept = new Map<string, KeptAnswer<R>>();
  let lastSweep = 0;
  return {
    find(scope, now) {
      const k = kept.get(scope);
      if (!k) return null;
      if (now - k.at >= keepMs) {
        kept.delete(scope);
        return null;
      }
      return k;
    },
    keep(scope, fingerprint, response, now) {
      kept.set(scope, { fingerprint, response, at: now });
      if (now - lastSweep < 3_600_000) return;
      lastSweep = now;
      for (const [s, k] of kept) if (now - k.at >= keepMs) kept.delete(s);
    },
  };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** What makes two requests "the same" for a key: the parsed inputs (so a new multipart boundary is no difference). */
export function requestFingerprint(params: unknown, query: unknown, body: unknown, files: readonly UploadedFile[]): string {
  const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const text = JSON.stringify(canonical({ params, query, body, files: files.map((f) => [f.field, f.name, f.type, f.size, digest(f.bytes)]) }));
  return createHash('sha256').update(text).digest('hex');
}

export const idempotencyConflict = () =>
  new ApiFailure(409, 409, '该操作已提交，本次提交的内容与之前不同，请刷新页面后重新操作');
