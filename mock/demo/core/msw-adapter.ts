import { http, HttpResponse } from 'msw';
import type { Engine } from './engine';
import { SESSION_COOKIE } from './engine';

/**
 * The same engine as MSW handlers, for vitest tests that need a stateful backend. Node's fetch keeps no cookies, so
 * the adapter keeps the session cookie itself (one browser's jar), as the browser would for the httpOnly cookie.
 */
export function demoMswHandlers<Db>(engine: Engine<Db>) {
  let jar: string | null = null;
  return [
    http.all(/\/(api|static)\//, async ({ request }) => {
      const url = new URL(request.url);
      const sent = request.headers.get('cookie');
      const cookie = [sent, jar ? `${SESSION_COOKIE}=${jar}` : null].filter(Boolean).join('; ') || null;
      const text = request.method === 'GET' || request.method === 'HEAD' ? null : new Uint8Array(await request.arrayBuffer());
      const out = engine.handle({
        method: request.method,
        url: url.pathname + url.search,
        cookie,
        contentType: request.headers.get('content-type'),
        body: text,
        headers: Object.fromEntries(request.headers),
      });
      for (const c of out.setCookies) {
        const m = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(c);
        if (m) jar = m[1] && !/Max-Age=0/.test(c) ? m[1] : null;
      }
      const headers = new Headers(out.headers);
      return new HttpResponse(out.body as BodyInit, { status: out.status, headers });
    }),
  ];
}
