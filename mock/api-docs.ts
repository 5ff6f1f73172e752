import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { SECURITY_HEADERS } from './site-headers';

/**
 * The rendered API reference (`npm run docs:contract` writes it to dist-api-docs/, with the contract beside it as
 * openapi.yaml and openapi.json) served at /api-docs/ by `npm start`, under its own strict Content-Security-Policy:
 * scripts and everything else from its own origin only, no inline script (the page has none), nothing from another
 * host. Styles may be inline: Redoc's styled-components injects them.
 */
export const API_DOCS_PATH = '/api-docs/';

export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS_HEADERS = { 'Content-Security-Policy': API_DOCS_CSP, ...SECURITY_HEADERS };

/**
 * The contract's own files beside the page (scripts/contract-docs.ts writes them): JSON, and YAML as RFC 9512 names
 * it (application/yaml; sirv alone would say text/yaml), both UTF-8 for the Chinese descriptions.
 */
export const CONTRACT_TYPES: Readonly<Record<string, string>> = {
  '/openapi.json': 'application/json; charset=utf-8',
  '/openapi.yaml': 'application/yaml; charset=utf-8',
  // The conformance kit's README (packages/contract-kit/README.md), for backend teams.
  '/contract-kit.md': 'text/markdown; charset=utf-8',
};

/** Answers the requests under /api-docs (the caller routes them here) from the reference's folder. */
export function apiDocsHandler(dir: string): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const files = sirv(dir, {
    dev: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', 'no-cache');
      for (const [k, v] of Object.entries(DOCS_HEADERS)) res.setHeader(k, v);
      const type = CONTRACT_TYPES[pathname];
      if (type) res.setHeader('Content-Type', type);
    },
  });
  const text = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...DOCS_HEADERS });
    res.end(body);
  };
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/api-docs') {
      res.writeHead(301, { Location: API_DOCS_PATH, ...DOCS_HEADERS });
      res.end();
      return;
    }
    const rest = url.pathname.slice(API_DOCS_PATH.length - 1) || '/';
    // _headers is the folder's note for other servers, not part of the page.
    if (rest.startsWith('/_') || rest.startsWith('/.')) return text(res, 404, 'Not found');
    if (!fs.existsSync(path.join(dir, 'index.html'))) return text(res, 404, '接口文档尚未生成：请先运行 npm run docs:contract（npm start 会自动生成）。');
    req.url = rest + url.search;
    files(req, res, () => text(res, 404, 'Not found'));
  };
}
