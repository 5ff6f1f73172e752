import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import Ajv from 'ajv';
import { FIELD_BATCH_SCHEMA, MAX_RECORDS, type StoredRecord } from './record-schema';

/**
 * The field-measurement collector of the reference server: `POST /telemetry` (same origin as the site, so the page's
 * CSP `connect-src 'self'` already allows it). It takes what the site's client (src/lib/telemetry) sends with
 * navigator.sendBeacon — a `text/plain;charset=UTF-8` body holding JSON — or with fetch (`application/json`):
 *
 * - a body of at most `maxBodyBytes` (16 KB; 413 beyond), holding `{ "records": [ … ] }` with at most 50 records;
 * - every record valid against the JSON Schema of record-schema.ts, fields it does not name dropped. One invalid record
 *   refuses the whole batch (400, nothing stored): a client that sends one bad record has a bug, and keeping the rest
 *   of its batch would hide it;
 * - a token bucket per client address (`burst` requests at once, then `perSecond`; behind a proxy on this machine,
 *   the address it forwards): beyond it 429 with Retry-After;
 * - stored as NDJSON, one record a line with the server's `received_at` (ISO time), appended to `file` (its folder
 *   created); when the file would grow past `maxBytes` it is renamed to `.1` (`.1` to `.2` …, `keep` kept);
 * - a disk that fails (full, read-only, a folder where the file should be) is logged once and answered 503; the server
 *   goes on serving.
 * 204 when stored. Answers are JSON `{ msg }` in Chinese otherwise.
 */

export interface CollectorOptions {
  /** The NDJSON file (FIELD_FILE, default .field/telemetry.ndjson). */
  file: string;
  /** Rotate when the file would grow past this many bytes (FIELD_MAX_BYTES, default 10 MB). */
  maxBytes?: number;
  /** Rotated files kept (`.1` … `.keep`). */
  keep?: number;
  maxBodyBytes?: number;
  /** The token bucket per client address: `burst` requests at once, refilled at `perSecond`. */
  rate?: { burst: number; perSecond: number };
  now?: () => number;
  /** Where the first disk error of a run is reported. */
  log?: (message: string) => void;
}

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export type Collector = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** Requests allowed per client address: a full bucket of `burst`, one more every 1/perSecond seconds. */
class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  /** 0 when the request may go on (a token taken), else the whole seconds until the next token. */
  take(client: string): number {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(client, bucket);
    // A full bucket is the same as no bucket: forget idle clients so the map does not grow with every address seen.
    if (this.buckets.size > 10_000) for (const [key, b] of this.buckets) if (key !== client && b.tokens >= this.burst) this.buckets.delete(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
  }
}

class BodyTooLarge extends Error {}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      // Read and thrown away, so the client that is still sending gets the 413 rather than a reset connection.
      req.resume();
      return reject(new BodyTooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** NDJSON appends, one at a time (a rotation never races another request's append), with size-based rotation. */
function ndjsonFile(file: string, maxBytes: number, keep: number) {
  let queue: Promise<unknown> = Promise.resolve();
  let dirReady = false;

  async function rotate(): Promise<void> {
    await fs.rm(`${file}.${keep}`, { force: true });
    for (let i = keep - 1; i >= 1; i -= 1) {
      await fs.rename(`${file}.${i}`, `${file}.${i + 1}`).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
    }
    await fs.rename(file, `${file}.1`);
  }

  async function append(text: string): Promise<void> {
    if (!dirReady) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      dirReady = true;
    }
    const size = await fs.stat(file).then(
      (s) => s.size,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return 0;
        throw e;
      },
    );
    if (size > 0 && size + Buffer.byteLength(text) > maxBytes) await rotate();
    await fs.appendFile(file, text, 'utf8');
  }

  return {
    append(text: string): Promise<void> {
      const run = queue.then(() => append(text));
      // The next append waits for this one, whether it worked or not.
      queue = run.catch(() => undefined);
      return run.catch((e: unknown) => {
        dirReady = false;
        throw e;
      });
    },
  };
}

const MEDIA_TYPES = new Set(['application/json', 'text/plain']);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The address a request's rate limit is counted by: the socket's, unless that is this machine — a proxy in front of
 * it (the nginx of `npm run deploy:nginx`, which appends the client's address to X-Forwarded-For) — in which case the
 * last address of X-Forwarded-For, the one that proxy added. A client reaching the collector directly cannot choose
 * its address that way: its own X-Forwarded-For is read only when it connects from this machine.
 */
export function clientAddress(req: Pick<http.IncomingMessage, 'headers' | 'socket'>): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (!LOOPBACK.has(socket) || typeof forwarded !== 'string') return socket;
  return forwarded.split(',').pop()?.trim() || socket;
}

export function createCollector(options: CollectorOptions): Collector {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const buckets = new TokenBuckets(options.rate?.burst ?? 20, options.rate?.perSecond ?? 2, now);
  const store = ndjsonFile(path.resolve(options.file), options.maxBytes ?? DEFAULT_MAX_BYTES, options.keep ?? 3);
  const ajv = new Ajv({ removeAdditional: true, discriminator: true });
  const validate = ajv.compile(FIELD_BATCH_SCHEMA);
  let diskFailing = false;

  const send = (res: http.ServerResponse, status: number, msg?: string, headers: http.OutgoingHttpHeaders = {}) => {
    if (res.headersSent) return;
    if (msg === undefined) {
      res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
      res.end();
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
    res.end(JSON.stringify({ msg }));
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'POST') return send(res, 405, '仅支持 POST', { Allow: 'POST' });
    const wait = buckets.take(clientAddress(req));
    if (wait > 0) return send(res, 429, `上报过于频繁，请 ${wait} 秒后再试`, { 'Retry-After': String(wait) });
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!MEDIA_TYPES.has(mediaType)) return send(res, 415, '请以 application/json 或 text/plain 发送 JSON');

    let body: Buffer;
    try {
      body = await readBody(req, maxBodyBytes);
    } catch (e) {
      if (e instanceof BodyTooLarge) return send(res, 413, `请求体超过 ${Math.round(maxBodyBytes / 1024)} KB`);
      return send(res, 400, '请求体读取失败');
    }
    let batch: unknown;
    try {
      batch = JSON.parse(body.toString('utf8'));
    } catch {
      return send(res, 400, '请求体不是有效的 JSON');
    }
    const records = (batch as { records?: unknown } | null)?.records;
    if (Array.isArray(records) && records.length > MAX_RECORDS) return send(res, 400, `一次最多上报 ${MAX_RECORDS} 条记录`);
    if (!validate(batch)) {
      const first = validate.errors?.[0];
      const where = first ? `：${first.instancePath || '/'} ${first.message ?? ''}`.trimEnd() : '';
      return send(res, 400, `记录不符合格式${where}，整批未保存`);
    }

    const receivedAt = new Date(now()).toISOString();
    const lines = (batch as { records: Array<Record<string, unknown>> }).records.map((r) => JSON.stringify({ ...r, received_at: receivedAt } as StoredRecord)).join('\n');
    try {
      await store.append(`${lines}\n`);
    } catch (e) {
      if (!diskFailing) log(`telemetry collector: cannot write ${options.file}: ${e instanceof Error ? e.message : String(e)}`);
      diskFailing = true;
      return send(res, 503, '暂时无法保存，请稍后再试', { 'Retry-After': '60' });
    }
    diskFailing = false;
    send(res, 204);
  }

  return (req, res) => {
    handle(req, res).catch((e: unknown) => {
      // Nothing above should throw; if something does, the request fails, never the server.
      log(`telemetry collector: ${e instanceof Error ? e.message : String(e)}`);
      send(res, 500, '服务器内部错误');
    });
  };
}
