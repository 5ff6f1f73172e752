import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_ROUNDS_PER_MS, labWorkHandler, labWorkScript } from '@mock/lab-work';

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

  it('serves a script of a fixed amount of work for the time asked, on the machines of record', async () => {
    const res = await fetch(`${base}/__lab/main-thread-work.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toBe(labWorkScript(300 * LAB_ROUNDS_PER_MS));
  });

  it('does the work in one task after the first contentful paint, and none before', () => {
    let observed: ((list: { getEntriesByName: (n: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    let options: unknown;
    let disconnected = false;
    const timers: Array<() => void> = [];
    const self: Record<string, unknown> = {};
    class PerformanceObserver {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe(o: unknown) {
        options = o;
      }
    }
    vm.runInNewContext(labWorkScript(1000), { self, PerformanceObserver, setTimeout: (f: () => void) => timers.push(f) });
    expect(options).toEqual({ type: 'paint', buffered: true });
    const paints = (...names: string[]) => ({ getEntriesByName: (n: string) => names.filter((x) => x === n) });
    const observer = { disconnect: () => (disconnected = true) };
    observed!(paints('first-paint'), observer);
    expect(timers).toHaveLength(0);
    observed!(paints('first-paint', 'first-contentful-paint'), observer);
    expect(disconnected).toBe(true);
    expect(timers).toHaveLength(1);
    expect(self.__labWork).toBeUndefined();
    timers[0]!();
    // 1000 rounds of xorshift32 from 1, computed here the same way.
    let x = 1;
    for (let i = 0; i < 1000; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
    }
    expect(self.__labWork).toBe(x);
  });

  it('leaves every other page and file to the site', async () => {
    expect((await fetch(`${base}/cart`)).status).toBe(418);
    expect((await fetch(`${base}/list`, { method: 'POST' })).status).toBe(418);
  });
});
