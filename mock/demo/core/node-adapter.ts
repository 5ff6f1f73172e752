import type http from 'node:http';
import type { Engine } from './engine';

import { UPLOAD_MAX_BYTES } from '@/domain/upload';

/**
 * The largest request body taken: the largest upload (a receipt, a qualification document, a feedback picture) and
 * 1 MB for the form around it — the same limit the nginx configuration sets (client_max_body_size).
 */
const MAX_BODY = UPLOAD_MAX_BYTES + 1024 * 1024;

/** Serves the engine over Node's http module: one body per request, cookies as headers. */

export function nodeHandler<Db>(engine: Engine<Db>) {
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) tooLarge = true;
      else chunks.push(c);
    });
    req.on('end', () => {
      if (tooLarge) {
        res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 413, msg: '请求内容过大', data: null }));
        return;
      }
      const out = engine.handle({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        cookie: req.headers.cookie ?? null,
        contentType: req.headers['content-type'] ?? null,
        body: chunks.length ? Buffer.concat(chunks) : null,
        headers: req.headers,
      });
      const headers: Record<string, string | string[]> = { ...out.headers };
      if (out.setCookies.length) headers['Set-Cookie'] = out.setCookies;
      res.writeHead(out.status, headers);
      res.end(out.body);
    });
  };
}
