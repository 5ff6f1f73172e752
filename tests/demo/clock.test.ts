/**
 * Who may move the demo clock (`POST /__demo/clock/advance`): a request from this machine, by the socket's peer
 * address — never a header — or anyone when DEMO_CLOCK=1. A public demo's visitors are refused with 403.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceDemoClock } from '@mock/demo-api';
import { CLOCK_REFUSED, clockAdvanceAllowed, createDemoClock, type DemoClock } from '@mock/demo/clock';

const HOUR = 3_600_000;

/** This machine's first address that is not loopback (the test servers listen on it to be called from "elsewhere"). */
const LAN = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

/** The clock route alone, on `host` and a free port. */
async function clockServer(host: string): Promise<{ url: string; clock: DemoClock; close: () => Promise<void> }> {
  const clock = createDemoClock(() => new Date(0));
  const server = http.createServer((req, res) => advanceDemoClock(req, res, new URL(req.url ?? '/', 'http://demo'), clock));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/__demo/clock/advance?hours=1`,
    clock,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('who may move the demo clock', () => {
  it('decides by the peer address: loopback may, any other address may not, anyone with DEMO_CLOCK=1', () => {
    for (const a of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) expect(clockAdvanceAllowed(a, {}), a).toBe(true);
    for (const a of ['192.0.2.7', '::ffff:192.0.2.7', 'fd00::2', '10.0.0.1', 'localhost', '127.0.0.1, 203.0.113.9', '', undefined]) {
      expect(clockAdvanceAllowed(a, {}), String(a)).toBe(false);
    }
    expect(clockAdvanceAllowed('192.0.2.7', { DEMO_CLOCK: '1' })).toBe(true);
    expect(clockAdvanceAllowed('192.0.2.7', { DEMO_CLOCK: 'true' })).toBe(false);
  });

  it('moves the clock for a request from this machine', async () => {
    const s = await clockServer('127.0.0.1');
    try {
      const res = await fetch(s.url, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(s.clock.offsetMs()).toBe(HOUR);
    } finally {
      await s.close();
    }
  });

  it.skipIf(!LAN)('refuses a request from another address with 403, whatever X-Forwarded-For claims', async () => {
    const s = await clockServer(LAN!);
    try {
      const res = await fetch(s.url, { method: 'POST', headers: { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ msg: CLOCK_REFUSED });
      expect(s.clock.offsetMs()).toBe(0);
    } finally {
      await s.close();
    }
  });

  it.skipIf(!LAN)('lets a request from another address move it when the demo runs with DEMO_CLOCK=1', async () => {
    vi.stubEnv('DEMO_CLOCK', '1');
    const s = await clockServer(LAN!);
    try {
      const res = await fetch(s.url, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(s.clock.offsetMs()).toBe(HOUR);
    } finally {
      await s.close();
    }
  });
});
