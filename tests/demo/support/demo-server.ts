/**
 * Starts the demo API over real Node HTTP on a free port, for tests that must see what a browser sees (status lines,
 * headers, Set-Cookie, multipart parsing). When the shared vitest setup has MSW listening, requests to this server
 * are passed through untouched.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '@mock/demo/app';
import { nodeHandler } from '@mock/demo/core/node-adapter';

export interface RunningDemo {
  api: DemoApi;
  baseUrl: string;
  /** Moves the demo's clock forward (QR codes get scanned, orders time out, SMS resend waits pass). */
  advance(ms: number): void;
  now(): Date;
  /** What the engine logged: undeclared statuses answered, handler crashes with their stacks. */
  warnings: string[];
  close(): Promise<void>;
}

export const DEMO_NOW = new Date('2026-11-22T02:00:00Z');

export async function startDemoServer(options: DemoApiOptions = {}): Promise<RunningDemo> {
  const warnings: string[] = [];
  let offset = 0;
  const now = () => new Date(DEMO_NOW.getTime() + offset);
  const api = createDemoApi({ now, log: (line) => warnings.push(line), ...options });
  const server = http.createServer(nodeHandler(api));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api,
    baseUrl: `http://127.0.0.1:${port}`,
    advance: (ms) => {
      offset += ms;
    },
    now,
    warnings,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/**
 * The shared setup (tests/setup.ts) makes MSW refuse unhandled requests; real requests to the local demo server are
 * let through. Call in beforeEach (handlers are reset after each test).
 */
export async function letLocalRequestsThrough(): Promise<void> {
  const { http: mswHttp, passthrough } = await import('msw');
  const { server } = await import('@tests/msw-server');
  server.use(mswHttp.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
}
