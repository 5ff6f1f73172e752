import type { FieldRecord } from './records';

export interface TransportDeps {
  sendBeacon?: (url: string, data: string) => boolean;
  fetch?: typeof fetch;
}

/**
 * Sends one batch so that it survives the page being hidden or closed: navigator.sendBeacon (a string body goes as
 * text/plain;charset=UTF-8, which the collector accepts), or, where there is none or the browser refuses it (its
 * queue is full), fetch with keepalive and no cookies. Answers how it went; never throws and never waits.
 */
export function sendBatch(url: string, records: readonly FieldRecord[], deps: TransportDeps = browserTransport()): 'beacon' | 'fetch' | 'failed' {
  const body = JSON.stringify({ records });
  try {
    if (deps.sendBeacon?.(url, body)) return 'beacon';
  } catch {
    // A beacon refused outright (a URL the browser rejects): try fetch.
  }
  if (!deps.fetch) return 'failed';
  try {
    deps.fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    return 'fetch';
  } catch {
    return 'failed';
  }
}

function browserTransport(): TransportDeps {
  return {
    sendBeacon: typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined,
  };
}
