import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createDemoApi } from '@mock/demo/app';
import { lineStock } from '@mock/demo/data/inventory';
import { persistence } from '@mock/demo/persist';
import { startDemoServer } from '@tests/demo/support/demo-server';

const FORM = 'application/x-www-form-urlencoded';
const json = (r: { body: string | Uint8Array }) => JSON.parse(String(r.body)) as { code: number; data: Record<string, unknown> };

describe('DEMO_STATE_FILE persistence', () => {
  it('brings back sessions, carts and wallets after a restart, and starts fresh from a foreign file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-state-')), 'state.json');
    const logs: string[] = [];
    const store = persistence(file, (l) => logs.push(l));
    const first = createDemoApi({ goodsCount: 500, restore: (a) => store.restore(a), afterWrite: (a) => store.save(a) });
    const login = first.handle({ method: 'POST', url: '/api/auth/login', contentType: FORM, body: 'username=kangning&password=Demo2026' });
    expect(login.status).toBe(200);
    const cookie = login.setCookies[0]!.split(';')[0]!;
    const goods = first.db.catalogue.goods.find((g) => g.isHm === 0 && g.isKx === 0 && lineStock(first.db.inventory, g.stocks[0]!) >= g.zbz * 3)!;
    const add = first.handle({
      method: 'POST',
      url: '/api/cart',
      cookie,
      contentType: FORM,
      body: `params[0][id]=${goods.id}&params[0][number]=${goods.zbz * 2}&params[0][ck_id]=${goods.stocks[0]!.ckId}&params[0][goods_price_id]=${goods.stocks[0]!.goodsPriceId}`,
    });
    expect(add.status).toBe(200);
    const before = json(first.handle({ method: 'GET', url: '/api/cart/total', cookie })).data;
    store.flush(first);
    expect(fs.existsSync(file)).toBe(true);

    const second = createDemoApi({ goodsCount: 500, restore: (a) => store.restore(a) });
    expect(logs.some((l) => l.includes('restored'))).toBe(true);
    const after = json(second.handle({ method: 'GET', url: '/api/cart/total', cookie }));
    expect(after.code).toBe(10000); // the session survived
    expect(after.data).toEqual(before);

    const other = createDemoApi({ goodsCount: 700, restore: (a) => store.restore(a) });
    expect(logs.some((l) => l.includes('starting fresh'))).toBe(true);
    expect(other.handle({ method: 'GET', url: '/api/cart/total', cookie }).status).toBe(401);
  });

  it('keeps answering from memory when the file cannot be written, says so once, and says when it is written again', async () => {
    // A state file in a folder that does not exist yet: every write fails until the folder is made.
    const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-state-')), 'not-yet');
    const file = path.join(folder, 'state.json');
    const logs: string[] = [];
    const store = persistence(file, (l) => logs.push(l));
    const failures = () => logs.filter((l) => l.includes('could not be written'));
    const demo = await startDemoServer({ goodsCount: 500, restore: (a) => store.restore(a), afterWrite: (a) => store.save(a) });
    try {
      const login = await fetch(`${demo.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': FORM }, body: 'username=kangning&password=Demo2026' });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      // The login's write runs in the save timer, fails there, and is logged (an uncaught error would fail this run).
      await vi.waitFor(() => expect(failures()).toHaveLength(1));
      for (let i = 0; i < 3; i++) {
        const read = await fetch(`${demo.baseUrl}/api/message/read_all`, { method: 'POST', headers: { cookie } });
        expect(read.status).toBe(200);
        store.flush(demo.api);
      }
      expect(failures()).toHaveLength(1);
      const total = await fetch(`${demo.baseUrl}/api/cart/total`, { headers: { cookie } });
      expect(total.status).toBe(200); // the session lives on in memory

      fs.mkdirSync(folder);
      store.flush(demo.api);
      expect(logs.filter((l) => l.includes('written to') && l.includes('again'))).toHaveLength(1);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ version: 2 });
      expect(fs.readdirSync(folder)).toEqual(['state.json']);
    } finally {
      await demo.close();
    }
  });
});
