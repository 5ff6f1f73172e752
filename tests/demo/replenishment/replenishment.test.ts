/** 补货建议 (getReplenishment, the stock export, the settings) against the seed: kangning's and baixing's stores' rhythm. */
import { describe, expect, it } from 'vitest';
import { ACC, DAY, TradeDemo } from '@tests/demo/trade/harness';

/** The export the e2e uploads too: a trade name, a barcode, a typo (each with its spec) and a drug the catalogue lacks. */
function exportRows(barcode: string) {
  return [
    { line: 2, code: 'YP01', name: '芬必得', spec: '0.3g*20粒', stock: 5, sales: 30 },
    { line: 3, code: 'YP02', barcode, stock: 3, sales: 60 },
    { line: 4, code: 'YP03', name: '连花清温胶囊', spec: '0.35g*24粒', stock: 2, sales: 45 },
    { line: 5, code: 'YP04', name: '不存在的药品甲', stock: 9 },
  ];
}

describe('getReplenishment', () => {
  it('gives kangning due lines on a fresh demo, from the rhythm of its paid orders, each quantity in whole 中包装', () => {
    const demo = new TradeDemo();
    const r = demo.as(ACC.pharmacy).call('getReplenishment');
    expect(r.status).toBe(200);
    const d = r.data;
    expect(d.snapshot).toBeNull();
    expect(d.settings).toEqual({ lead_days: 3, safety_days: 7 });
    expect(d.summary.today).toBeGreaterThanOrEqual(3);
    expect(d.summary.week).toBeGreaterThanOrEqual(1);
    expect(d.summary.later).toBeGreaterThanOrEqual(1);
    expect(d.summary.today + d.summary.week + d.summary.later).toBe(d.lines.length);
    for (const l of d.lines) {
      expect(l.suggested_quantity % l.goods.zbz, l.goods.name).toBe(0);
      expect(l.suggested_quantity).toBeLessThanOrEqual(l.max_quantity);
      expect(l.purchase_count).toBeGreaterThanOrEqual(2);
      expect(l.basis).toBe('rhythm');
      expect(l.stock_estimated).toBe(1);
      // Due today exactly when the days of cover fall below 到货天数 + 安全天数 (3 + 7).
      expect({ name: l.goods.name, today: l.group === 'today' }).toEqual({ name: l.goods.name, today: l.cover_days < 10 });
    }
    expect(d.lines.filter((l) => l.group === 'today').every((l) => l.suggested_quantity > 0)).toBe(true);
    // Due first, by due date.
    const dates = d.lines.map((l) => l.due_date);
    expect(dates).toEqual([...dates].sort());
  });

  it('reads the seeded rhythm of 14 days, last bought 16 days ago, as due today; a cancelled order never counts', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const line = b.call('getReplenishment').data.lines.find((l) => l.interval_days === 14 && l.days_since_last === 16);
    expect(line).toBeDefined();
    expect(line!.group).toBe('today');
    expect(line!.cover_days).toBe(0);
    // The seed's cancelled order of this goods (20 中包装) is in the order list but not in the rhythm.
    const orders = b.call('listOrders', { query: { page_size: 100, status: 5 } }).data.list;
    const cancelled = orders
      .map((o) => b.call('getOrderDetail', { path: { id: o.id } }).data)
      .filter((o) => o.lines.some((l) => l.goods_id === line!.goods.id && l.number === line!.goods.zbz * 20));
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
    expect(line!.usual_quantity).toBeLessThan(line!.goods.zbz * 20);
  });

  it('moves with the demo clock: a week later the 本周内 lines are due', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const week = b.call('getReplenishment').data.lines.filter((l) => l.group === 'week').map((l) => l.goods.id);
    expect(week.length).toBeGreaterThan(0);
    demo.advance(7 * DAY);
    const later = b.call('getReplenishment').data.lines;
    for (const id of week) expect(later.find((l) => l.goods.id === id)?.group).toBe('today');
  });

  it('lets baixing’s head office ask for each approved store, and refuses a store that is not its own', () => {
    const demo = new TradeDemo();
    const head = demo.as(ACC.chain, ACC.storeA);
    for (const store of [ACC.storeA, ACC.storeB]) {
      const d = head.call('getReplenishment', { query: { store_id: store } }).data;
      expect(d.store.id).toBe(store);
      expect(d.summary.today).toBeGreaterThanOrEqual(1);
    }
    // The store under review has bought nothing yet.
    expect(head.call('getReplenishment', { query: { store_id: ACC.storeC } }).data.lines).toEqual([]);
    expect(head.call('getReplenishment', { query: { store_id: ACC.pharmacy } }).status).toBe(404);
    expect(demo.visitor().call('getReplenishment').status).toBe(401);
  });
});

describe('the stock export', () => {
  it('matches a trade name, a barcode and a typo, leaves an unknown drug unknown, and the lines use its stock and sales', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const due = b.call('getReplenishment').data.lines[0]!;
    const barcode = demo.catalogue.goodsById.get(due.goods.id)!.barcode;
    const up = b.call('uploadReplenishmentStock', { body: { rows: exportRows(barcode) } });
    expect(up.status).toBe(200);
    const byLine = new Map(up.data.rows.map((r) => [r.line, r]));
    const fbd = demo.catalogue.goodsById.get(byLine.get(2)!.goods!.id)!;
    expect([fbd.tradeName, fbd.ypgg]).toEqual(['芬必得', '0.3g*20粒']);
    expect(byLine.get(3)).toMatchObject({ status: 'matched', goods: { id: due.goods.id } });
    expect(byLine.get(4)).toMatchObject({ status: 'matched', goods: { name: '连花清瘟胶囊', ypgg: '0.35g*24粒' } });
    expect(byLine.get(5)).toMatchObject({ status: 'unknown', goods: null, candidates: [] });
    expect(up.data.snapshot).toMatchObject({ total: 4, matched: 3, ambiguous: 0, unknown: 1, date: '2026-11-22' });

    const d = b.call('getReplenishment').data;
    expect(d.snapshot).toMatchObject({ total: 4, matched: 3 });
    const rhythmAndStock = d.lines.find((l) => l.goods.id === due.goods.id)!;
    // 60 in 30 days: 2 a day; 3 in stock last 1 day; (3 + 7) × 2 − 3 = 17, in 中包装 steps.
    expect(rhythmAndStock).toMatchObject({ basis: 'both', daily_use: '2', daily_use_from: 'sales', stock: 3, stock_estimated: 0, cover_days: 1, group: 'today' });
    expect(rhythmAndStock.suggested_quantity).toBe(Math.ceil(17 / due.goods.zbz) * due.goods.zbz);
    const fenbid = d.lines.find((l) => l.goods.id === fbd.id)!;
    // 30 in 30 days: 1 a day; 5 in stock; (3 + 7) × 1 − 5 = 5 → one 中包装.
    expect(fenbid).toMatchObject({ basis: 'stock', daily_use: '1', stock: 5, cover_days: 5, group: 'today', interval_days: null });
    expect(fenbid.suggested_quantity).toBe(Math.ceil(5 / fbd.zbz) * fbd.zbz);
  });

  it('offers the candidates of an ambiguous row and takes the buyer’s pick', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const first = b.call('uploadReplenishmentStock', { body: { rows: [{ line: 2, name: '芬必得', stock: 5, sales: 30 }] } });
    const row = first.data.rows[0]!;
    expect(row.status).toBe('ambiguous');
    expect(row.candidates.length).toBeGreaterThanOrEqual(2);
    const pick = row.candidates[1]!.id;
    const again = b.call('uploadReplenishmentStock', { body: { rows: [{ line: 2, name: '芬必得', stock: 5, sales: 30, goods_id: pick }] } });
    expect(again.data.rows[0]).toMatchObject({ status: 'matched', goods: { id: pick, confidence: 100 } });
    expect(b.call('getReplenishment').data.lines.some((l) => l.goods.id === pick && l.basis === 'stock')).toBe(true);
  });

  it('refuses a bad export and keeps the one before: a formula, a negative stock, only unknown drugs; removes it on request', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const ok = b.call('uploadReplenishmentStock', { body: { rows: [{ line: 2, name: '芬必得', spec: '0.3g*20粒', stock: 5 }] } });
    expect(ok.status).toBe(200);
    const formula = b.call('uploadReplenishmentStock', { body: { rows: [{ line: 2, name: '=HYPERLINK("http://x.example","芬必得")', stock: 5 }] } });
    expect(formula.status).toBe(422);
    expect(formula.errors?.['rows.0.name']?.[0]).toContain('公式');
    const negative = b.call('uploadReplenishmentStock', { body: { rows: [{ line: 2, name: '芬必得', stock: -3 }] } });
    expect(negative.status).toBe(422);
    const unknown = b.call('uploadReplenishmentStock', { body: { rows: [{ line: 2, name: '不存在的药品甲', stock: 5 }] } });
    expect([unknown.status, unknown.code]).toEqual([400, 40079]);
    expect(b.call('getReplenishment').data.snapshot).toMatchObject({ total: 1, matched: 1 });

    expect(b.call('deleteReplenishmentStock').status).toBe(200);
    expect(b.call('getReplenishment').data.snapshot).toBeNull();
    const again = b.call('deleteReplenishmentStock');
    expect([again.status, again.code]).toEqual([400, 40078]);
  });
});

describe('updateReplenishmentSettings', () => {
  it('keeps 到货天数 and 安全天数 per account, refuses them out of range, and the lines follow', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const before = b.call('getReplenishment').data;
    expect(b.call('updateReplenishmentSettings', { body: { lead_days: 0, safety_days: 7 } }).status).toBe(422);
    expect(b.call('updateReplenishmentSettings', { body: { lead_days: 3, safety_days: 61 } }).status).toBe(422);
    const saved = b.call('updateReplenishmentSettings', { body: { lead_days: 10, safety_days: 20 } });
    expect(saved.data).toEqual({ lead_days: 10, safety_days: 20 });
    const after = b.call('getReplenishment').data;
    expect(after.settings).toEqual({ lead_days: 10, safety_days: 20 });
    expect(after.summary.today).toBeGreaterThan(before.summary.today);
    // Another account keeps its own.
    expect(demo.as(ACC.clinic).call('getReplenishment').data.settings).toEqual({ lead_days: 3, safety_days: 7 });
  });
});
