import type http from 'node:http';
import { buildSeed, DEFAULT_GOODS_COUNT } from './demo/data/catalogue';
import { staticAsset } from './demo/data/images';
import type { Catalogue } from './demo/data/types';

/**
 * The demo's generated pictures under /static/ (goods packshots, brand logos, category icons, banners, prizes, points
 * goods, licences: mock/demo/data/images.ts) served without the demo API, for `npm start` with `API=prism` or
 * `API_TARGET`: the contract's examples show these paths, so the pictures of a page fed by Prism load too. They are
 * drawn from the seed's catalogue alone, built once at the first picture asked for (about 50 ms) — no session, no
 * state; what members upload exists only in the demo API, which serves /static/ itself when it runs.
 */
export type PictureHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let seedCatalogue: Catalogue | undefined;

/** The picture at a /static/ path as the demo draws it from its seed, or null when the seed has none there. */
export function seedPicture(pathname: string): { type: string; body: string } | null {
  seedCatalogue ??= buildSeed({ goodsCount: DEFAULT_GOODS_COUNT }).catalogue;
  return staticAsset(pathname, seedCatalogue);
}

export function pictureHandler(): PictureHandler {
  return (req, res) => {
    const send = (status: number, headers: http.OutgoingHttpHeaders, body: string) => {
      res.writeHead(status, { 'X-Content-Type-Options': 'nosniff', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    // The demo API's answers for the same paths (mock/demo/core/engine.ts).
    const json = (status: number, msg: string) => send(status, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify({ code: status === 404 ? 40004 : status, msg, data: null }));
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(405, '不支持的请求方式');
    const picture = seedPicture(new URL(req.url ?? '/', 'http://site').pathname);
    if (!picture) return json(404, '图片不存在');
    send(200, { 'Content-Type': picture.type, 'Cache-Control': 'public, max-age=86400' }, picture.body);
  };
}
