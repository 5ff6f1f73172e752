import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labWorkHandler } from '@mock/lab-work';

describe("the Lighthouse gate's lab work (a regression on purpose)", () => {
  let dist: string;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-work-'));
    // Minified as the build writes it: no </head>.
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><title>x</title><body><div id=root></div><script src=/assets/a.js></script>');
    const lab = labWorkHandler(dist, { path: '/list', ms: 300 });
    server = http.createServer((req, res) => {
      if (!lab(req, res)) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page with the busy script deferred at the end of its head, under the site CSP', async () => {
    const res = await fetch(`${base}/list`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await res.text()).toContain('<script src="/__lab/main-thread-work.js" defer></script><body>');
  });

  it('serves a script that keeps the main thread busy for the time asked', async () => {
    const res = await fetch(`${base}/__lab/main-thread-work.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain('performance.now()+300');
  });

  it('leaves every other page and file to the site', async () => {
    expect((await fetch(`${base}/cart`)).status).toBe(418);
    expect((await fetch(`${base}/list`, { method: 'POST' })).status).toBe(418);
  });
});
