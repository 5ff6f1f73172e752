import type { ErrorCapture } from './capture';
import { MAX_ERROR_KINDS, MAX_MESSAGE, type ConnectionType, type ErrorRecord } from './records';

/** A path's numbers (`/list/info/12`'s id) as `#`, except in a script's file name, where a digit is part of the hash. */
const idsOut = (path: string) => (/\.m?js$/.test(path) ? path : path.replace(/\d+/g, '#'));

/**
 * An error message as it may be sent: whitespace collapsed, every address reduced to its path with its numbers taken
 * out (no host, no query, no fragment: an id, a search's words or a token stay in the page), e-mail addresses and
 * runs of 4 or more digits (ids, phone and order numbers) replaced, and at most MAX_MESSAGE characters.
 */
export function cleanMessage(raw: string): string {
  const cleaned = raw
    .replace(/\s+/g, ' ')
    .replace(/\b(?:https?|wss?):\/\/[^\s/?#'"<>()]+([^\s?#'"<>()]*)(?:[?#][^\s'"<>()]*)?/gi, (_, path: string) => idsOut(path) || '/')
    .replace(/(\/[^\s?#'"<>()]*)\?[^\s'"<>()]*/g, (_, path: string) => idsOut(path))
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/\d{4,}/g, '#')
    .trim();
  return cleaned.length > MAX_MESSAGE ? `${cleaned.slice(0, MAX_MESSAGE - 1)}…` : cleaned || '(无信息)';
}

// `http://host:port/assets/index_3e2a.c58429ff.js?v=1:12:345` in Chromium's `at f (…)` and Firefox's and Safari's
// `f@…` frames alike: origin, path, then line and column.
const FRAME = /(https?:\/\/[^\s/()@]+)(\/[^\s?#():@]*)(?:[?#][^\s():@]*)?:(\d+):(\d+)/g;

/** A script file of this site: the frame of an inline handler or eval'd code names the page's address instead. */
const SCRIPT_PATH = /^\/[\w./-]{1,150}\.m?js$/;

/**
 * The first frame of the site's own code, as `/assets/file.js:line:col`: the origin and any query dropped, frames of
 * other hosts (extensions, injected scripts) skipped. Without a stack (a thrown string), the error event's own script
 * and position when that is the site's.
 */
export function ownFrame(capture: Pick<ErrorCapture, 'stack' | 'filename' | 'lineno' | 'colno'>, origin: string): string | undefined {
  for (const m of (capture.stack ?? '').matchAll(FRAME)) {
    const [, frameOrigin, path = '', line, col] = m;
    if (frameOrigin === origin && SCRIPT_PATH.test(path)) return `${path}:${line}:${col}`;
  }
  if (!capture.filename) return undefined;
  try {
    const url = new URL(capture.filename);
    if (url.origin !== origin || !SCRIPT_PATH.test(url.pathname)) return undefined;
    return `${url.pathname}:${capture.lineno ?? 0}:${capture.colno ?? 0}`;
  } catch {
    return undefined;
  }
}

/**
 * The errors of one page load, repeats counted: the same error (type, message, route and frame) is one record whose
 * count grows. At most MAX_ERROR_KINDS distinct errors per page load; later new ones are dropped. take() hands over
 * what has not been sent yet and starts the counts again (an error repeating after a flush is sent again, with the
 * count since then).
 */
export class ErrorTally {
  private readonly pending = new Map<string, ErrorRecord>();
  private readonly seen = new Set<string>();

  constructor(private readonly context: { origin: string; version: string; connection: () => ConnectionType | undefined }) {}

  add(capture: ErrorCapture): void {
    const message = cleanMessage(capture.message);
    const frame = ownFrame(capture, this.context.origin);
    const key = JSON.stringify([capture.type, message, capture.route, frame ?? '']);
    const existing = this.pending.get(key);
    if (existing) {
      existing.count += 1;
      return;
    }
    if (!this.seen.has(key) && this.seen.size >= MAX_ERROR_KINDS) return;
    this.seen.add(key);
    const record: ErrorRecord = { kind: 'error', type: capture.type, message, route: capture.route, count: 1, version: this.context.version };
    if (frame) record.frame = frame;
    const connection = this.context.connection();
    if (connection) record.connection = connection;
    this.pending.set(key, record);
  }

  take(): ErrorRecord[] {
    const records = [...this.pending.values()];
    this.pending.clear();
    return records;
  }
}
