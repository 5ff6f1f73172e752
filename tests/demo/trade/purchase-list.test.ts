// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PURCHASE_LIST_FIXTURE } from '@tests/e2e/purchase-list-fixture';
import { parseQuantity } from '@/domain/purchase-list';
import { ACC, TradeDemo } from './harness';

type Row = { line: number; name?: string; spec?: string; maker?: string; pzwh?: string; quantity?: number };

function match(rows: Row[]) {
  const demo = new TradeDemo();
  return demo.as(ACC.pharmacy).call('matchPurchaseList', { body: { rows } });
}

describe('purchase-list match', () => {
  it('matches by name, pinyin, abbreviations, short manufacturer names and 批准文号', () => {
    const res = match([
      { line: 2, name: '阿莫西林胶囊', spec: '0.25g*24粒', maker: '华北制药', quantity: 25 },
      { line: 3, name: 'amxljn', spec: '0.5g×20粒', maker: '华北制药股份有限公司', quantity: 10 },
      { line: 4, name: '阿莫西林 胶', spec: '250mg*24s', maker: '哈药集团', quantity: 10 },
      { line: 5, pzwh: '国药准字H13925843', spec: '0.5g*20粒', quantity: 10 },
      { line: 6, name: '特制神奇感冒药水', quantity: 5 },
    ]);
    expect(res.status).toBe(200);
    const rows = res.data.rows;
    expect(rows.map((r) => r.candidates[0]?.id)).toEqual([1001, 1002, 1007, 1002, undefined]);
    expect(rows.map((r) => r.status)).toEqual(['matched', 'matched', 'matched', 'matched', 'unmatched']);
    // 25 is not a whole 中包装 (10): corrected up with a note.
    expect(rows[0]!.candidates[0]!.quantity).toBe(30);
    expect(rows[0]!.candidates[0]!.quantity_note).toContain('30');
    expect(rows[1]!.candidates[0]!.quantity_note).toBeNull();
    expect(res.data.summary).toMatchObject({ total: 5, matched: 4, unmatched: 1 });
  });

  it('reads trade names, a trade name in brackets, homophones and wrong characters as the header search does', () => {
    const res = match([
      { line: 2, name: '芬必得', spec: '0.3g*24粒', quantity: 10 },
      { line: 3, name: '布洛芬缓释胶囊(芬必得)', spec: '0.3g*20粒', quantity: 10 },
      { line: 4, name: '阿莫仙', spec: '0.5g*20粒', quantity: 10 },
      { line: 5, name: '连花清温胶囊', spec: '0.35g*24粒', quantity: 10 },
      { line: 6, name: '拜瑞妥', quantity: 10 },
    ]);
    expect(res.status).toBe(200);
    const first = res.data.rows.map((r) => (r.status === 'unmatched' ? null : r.candidates[0]!));
    expect(first.map((c) => c && `${c.name} ${c.sccj} ${c.ypgg}`)).toEqual([
      '布洛芬缓释胶囊 中美天津史克制药有限公司 0.3g*24粒',
      '布洛芬缓释胶囊 中美天津史克制药有限公司 0.3g*20粒',
      '阿莫西林胶囊 珠海联邦制药股份有限公司 0.5g*20粒',
      '连花清瘟胶囊 石家庄以岭药业股份有限公司 0.35g*24粒',
      null,
    ]);
  });

  it('refuses a row with neither a name nor a 批准文号, naming the row', () => {
    const res = match([{ line: 7, spec: '0.25g*24粒', quantity: 5 }]);
    expect(res.status).toBe(422);
    expect(res.errors?.['rows.0.name']?.[0]).toBe('第 7 行请填写药品名称或批准文号');
  });

  it('fills a missing quantity with one 中包装', () => {
    const row = match([{ line: 2, name: '阿莫西林胶囊', spec: '0.25g*24粒', maker: '华北制药' }]).data.rows[0]!;
    expect(row.candidates[0]!.quantity).toBe(10);
    expect(row.candidates[0]!.quantity_note).toContain('未填写数量');
  });
});

describe('a real-world purchase list', () => {
  it('matches every row of the e2e fixture to the goods it means and flags the unknown drug', () => {
    const rows = PURCHASE_LIST_FIXTURE.map((r, i) => ({
      line: i + 2,
      ...(r.name ? { name: r.name } : {}),
      ...(r.spec ? { spec: r.spec } : {}),
      ...(r.maker ? { maker: r.maker } : {}),
      ...(r.pzwh ? { pzwh: r.pzwh } : {}),
      ...(parseQuantity(r.quantity) ? { quantity: parseQuantity(r.quantity)! } : {}),
    }));
    const res = match(rows);
    expect(res.status).toBe(200);
    const got = res.data.rows.map((r) => (r.status === 'unmatched' ? null : (r.candidates[0]?.id ?? null)));
    expect(got).toEqual(PURCHASE_LIST_FIXTURE.map((r) => r.expect));
  });
});
