import { describe, expect, it } from 'vitest';
import type { Goods } from '@generated/models/goods';
import { nextId } from '@mock/demo/state';
import { ACCOUNTS, demo, get, sessionFor } from './helpers';

/**
 * The list at catalogue scale, and its freshness after the trade changes stock or sales. Timings here are loose
 * guards against an accidental full sort or full scan per request (those cost tens of milliseconds at 50,000 goods);
 * the real figures under concurrent load come from the benchmark script.
 */
interface Page {
  total: number;
  list: Goods[];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

describe('at 50,000 goods', () => {
  const api = demo({ goodsCount: 50_000 });
  const member = sessionFor(api, ACCOUNTS.pharmacy);

  it('lists and suggests in about a millisecond per request', () => {
    const urls = [
      '/api/goods/list',
      '/api/goods/list?sort=price&order=asc&page=40',
      '/api/goods/list?keywords=amxl&sort=sales',
      '/api/goods/list?keywords=hbzy&type=1&sort=new&order=asc&page=3',
      '/api/goods/list?category_id=3&in_stock=1&is_kx=1',
      '/api/goods/search?keywords=amxl',
      '/api/goods/search?keywords=hbzy&type=1',
    ];
    for (const url of urls) get(api, url, member); // first use builds the indexes
    for (const url of urls) {
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t = performance.now();
        const r = get<Page>(api, url, i % 2 ? member : undefined);
        times.push(performance.now() - t);
        expect(r.status).toBe(200);
      }
      expect(median(times), url).toBeLessThan(10);
    }
    const all = get<Page>(api, '/api/goods/list?page_size=1').data;
    expect(all.total).toBe(50_000);
  });
});

describe('freshness', () => {
  it('a stock change made through a write shows at once in filters and orders', () => {
    const api = demo();
    const member = sessionFor(api, ACCOUNTS.pharmacy);
    const hot = get<Goods[]>(api, '/api/goods/hot', member).data;
    const top = api.db.catalogue.goodsById.get(hot[0]!.id)!;
    const before = get<Page>(api, '/api/goods/list?in_stock=1&page_size=1', member).data.total;
    // What a checkout does: stock leaves every warehouse and the state records the write.
    for (const line of top.stocks) api.db.inventory.stock[line.goodsPriceId] = 0;
    nextId(api.db, 'order');
    expect(get<Goods[]>(api, '/api/goods/hot', member).data.map((g) => g.id)).not.toContain(top.id);
    expect(get<Page>(api, '/api/goods/list?in_stock=1&page_size=1', member).data.total).toBe(before - 1);
    // Out of stock sinks in the 综合 order: every goods after it is out of stock too.
    const byDefault: Goods[] = [];
    for (let page = 1; page < 50; page++) {
      const list = get<Page>(api, `/api/goods/list?category_id=${top.topCategoryId}&page_size=100&page=${page}`, member).data.list;
      if (list.length === 0) break;
      byDefault.push(...list);
    }
    const at = byDefault.findIndex((g) => g.id === top.id);
    expect(at).toBeGreaterThan(0);
    expect(byDefault.slice(0, at).some((g) => g.number > 0)).toBe(true);
    expect(byDefault.slice(at).every((g) => g.number === 0)).toBe(true);
    top.sales += 1_000_000;
    nextId(api.db, 'order');
    expect(get<Page>(api, '/api/goods/list?sort=sales&page_size=1', member).data.list[0]!.id).toBe(top.id);
  });
});
