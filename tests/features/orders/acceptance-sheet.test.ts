// @vitest-environment node
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { AcceptanceRecord } from '@generated/models';
import { xlsxBlob } from '@/lib/files/xlsx';
import {
  ACCEPTANCE_COLUMNS,
  acceptanceCells,
  acceptanceSheet,
  checkAcceptance,
  orderFileName,
  rangeFileName,
} from '@/features/orders/acceptance/acceptance-sheet';

const HEADER = ['通用名', '商品名', '剂型/规格', '生产厂家', '批准文号', '批号', '生产日期', '有效期至', '数量', '单位', '单价', '金额', '供货单位', '到货日期'];
const SUPPLIER = '河北药采网络科技有限公司';

const row = (over: Partial<Record<keyof AcceptanceRecord, unknown>> = {}): AcceptanceRecord =>
  ({
    order_id: 90001,
    order_sn: '202611201030150001',
    goods_id: 1001,
    name: '布洛芬缓释胶囊',
    trade_name: '芬必得',
    ypgg: '0.3g*20粒',
    sccj: '中美天津史克制药有限公司',
    pzwh: '国药准字H10900089',
    batch: '2026091501',
    produced_on: '2026-09-15',
    expires_on: '2028-09-14',
    number: 30,
    bzdw: '盒',
    price: '6.8',
    amount: '204.00',
    received_on: '2026-11-22',
    ...over,
  }) as AcceptanceRecord;

describe('the GSP 验收单 sheet', () => {
  it('has exactly the 14 columns in order', () => {
    expect(ACCEPTANCE_COLUMNS.map((c) => c.title)).toEqual(HEADER);
  });

  it('writes a row in the columns’ order, money as yuan text with 2 decimals from fen', () => {
    const data = checkAcceptance({ supplier: SUPPLIER, rows: [row(), row({ trade_name: null, price: '0.1', amount: '3', number: 30 })] })!;
    expect(data).not.toBeNull();
    expect(acceptanceCells(data.rows[0]!, data.supplier)).toEqual([
      '布洛芬缓释胶囊', '芬必得', '0.3g*20粒', '中美天津史克制药有限公司', '国药准字H10900089', '2026091501', '2026-09-15', '2028-09-14', 30, '盒', '6.80', '204.00', SUPPLIER, '2026-11-22',
    ]);
    const second = acceptanceCells(data.rows[1]!, data.supplier);
    expect(second[1]).toBeNull();
    expect(second.slice(10, 12)).toEqual(['0.10', '3.00']);
    // Read from the digits, never through a float: 0.29 and 0.87 stay exactly that.
    expect(acceptanceCells(checkAcceptance({ supplier: SUPPLIER, rows: [row({ price: '0.29', amount: '0.87', number: 3 })] })!.rows[0]!, SUPPLIER).slice(10, 12)).toEqual(['0.29', '0.87']);
    for (const c of second) expect(c === null || typeof c === 'string' || typeof c === 'number').toBe(true);
  });

  it('refuses a malformed answer rather than write a wrong file', () => {
    expect(checkAcceptance(null)).toBeNull();
    expect(checkAcceptance({ supplier: SUPPLIER, rows: 'none' })).toBeNull();
    expect(checkAcceptance({ supplier: SUPPLIER, rows: { 0: row() } })).toBeNull();
    expect(checkAcceptance({ rows: [row()] })).toBeNull();
    expect(checkAcceptance({ supplier: ' ', rows: [row()] })).toBeNull();
    expect(checkAcceptance({ supplier: SUPPLIER, rows: [row(), null] })).toBeNull();
    const bad: Array<Partial<Record<keyof AcceptanceRecord, unknown>>> = [
      { batch: undefined },
      { batch: '' },
      { name: 42 },
      { pzwh: undefined },
      { produced_on: '2026-02-30' },
      { expires_on: '2028/09/14' },
      { received_on: undefined },
      { number: 0 },
      { number: 2.5 },
      { number: '30' },
      { price: 6.8 },
      { price: '6.805' },
      { amount: '-1.00' },
      { amount: 'abc' },
      { bzdw: null },
    ];
    for (const b of bad) expect(checkAcceptance({ supplier: SUPPLIER, rows: [row(b)] }), JSON.stringify(b)).toBeNull();
    expect(checkAcceptance({ supplier: SUPPLIER, rows: [] })).toEqual({ supplier: SUPPLIER, rows: [] });
  });

  it('reads back from the .xlsx as written: the header, text money, number quantities', async () => {
    const data = checkAcceptance({ supplier: SUPPLIER, rows: [row(), row({ batch: '2025120388', produced_on: '2025-12-03', number: 10, amount: '68.00' })] })!;
    const blob = await xlsxBlob([acceptanceSheet(data)]);
    const [sheet] = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(sheet!.sheet).toBe('GSP验收单');
    expect(sheet!.data[0]).toEqual(HEADER);
    expect(sheet!.data.slice(1).map((r) => [r[5], r[6], r[8], r[10], r[11], r[12]])).toEqual([
      ['2026091501', '2026-09-15', 30, '6.80', '204.00', SUPPLIER],
      ['2025120388', '2025-12-03', 10, '6.80', '68.00', SUPPLIER],
    ]);
  });

  it('names the files by order number or range, safe for any file system', () => {
    expect(orderFileName('202611201030150001')).toBe('验收单-202611201030150001.xlsx');
    expect(orderFileName('a/b:c d')).toBe('验收单-a_b_c_d.xlsx');
    expect(rangeFileName('2026-11-01', '2026-11-26')).toBe('验收单-2026-11-01至2026-11-26.xlsx');
  });
});
