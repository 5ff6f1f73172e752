/**
 * Servers for the conformance kit's own tests: the demo API over real Node HTTP, and the same demo API behind a
 * harness that corrupts chosen operations' answers (so the kit can be proved to catch each kind of violation).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi, type DemoApi } from '@mock/demo/app';
import type { DemoRequest, DemoResponse } from '@mock/demo/core/engine';
import { nodeHandler } from '@mock/demo/core/node-adapter';
import type { KitAccounts } from '@yaocai/contract-kit';

export const DEMO_NOW = new Date('2026-11-22T02:00:00Z');

/** The demo API's accounts by the role each plays in the kit (mock/demo/data/accounts.md), password Demo2026. */
export const DEMO_KIT_ACCOUNTS: KitAccounts = {
  buyer: { username: 'kangning', password: 'Demo2026' },
  chain: { username: 'baixing', password: 'Demo2026' },
  unsigned: { username: 'xinkai', password: 'Demo2026' },
  expired: { username: 'anda', password: 'Demo2026' },
  clinic: { username: 'renhe', password: 'Demo2026' },
  spare: { username: 'renhe', password: 'Demo2026' },
};

export interface RunningServer {
  api: DemoApi;
  baseUrl: string;
  /** Moves the demo's clock forward. */
  advance(ms: number): void;
  /** What the engine logged (undeclared statuses, handler crashes). */
  warnings: string[];
  close(): Promise<void>;
}

/** Rewrites one answer; `operation` is the route the request took (method and path template match is the harness's). */
export type Corrupt = (req: DemoRequest, res: DemoResponse) => DemoResponse;

/** Starts the demo API on a free port; with `corrupt`, every answer passes through it first. */
export async function startServer(corrupt?: Corrupt): Promise<RunningServer> {
  const warnings: string[] = [];
  let offset = 0;
  const now = () => new Date(DEMO_NOW.getTime() + offset);
  const api = createDemoApi({ now, log: (line) => warnings.push(line) });
  const served = corrupt ? { ...api, handle: (req: DemoRequest) => corrupt(req, api.handle(req)) } : api;
  const server = http.createServer(nodeHandler(served));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api,
    baseUrl: `http://127.0.0.1:${port}`,
    advance: (ms) => {
      offset += ms;
    },
    warnings,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

