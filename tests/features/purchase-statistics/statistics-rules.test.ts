// @vitest-environment node
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { fen } from '@/domain/money';
import { categoryOption, goodsOption, makerOption, monthOption, monthSummary } from '@/features/purchase-statistics/charts/chart-options';
import { SHEET_NAMES, statisticsSheets } from '@/features/purchase-statistics/statistics-export';
import { axisYuan, periodOf, readStatistics, readStatsQuery, shareText, statsSearch, type StatsView } from '@/features/purchase-statistics/statistics-rules';
import { xlsxBlob } from '@/lib/files/xlsx';

const NOW = Date.parse('2026-11-22T02:00:00Z');

/** The contract's example answer (threeMonths). */
const EXAMPLE = {
  start: '2026-09-01',
  end: '2026-11-30',
  total: '3580.00',
  order_count: 6,
  goods_count: 14,
  saved: { manjian: '60.00', coupon: '30.00', voucher: '10.00', points: '5.00', total: '105.00' },
  by_month: [
    { month: '2026-09', amount: '1200.00', orders: 2 },
    { month: '2026-10', amount: '0.00', orders: 0 },
    { month: '2026-11', amount: '2380.00', orders: 4 },
  ],
  by_category: [
    { category_id: 1, name: '化学药制剂', amount: '2100.00' },
    { category_id: 2, name: '中成药', amount: '1480.00' },
  ],
  by_manufacturer: [
    { name: '华北制药股份有限公司', amount: '1300.00' },
    { name: '石家庄以岭药业股份有限公司', amount: '1180.00' },
  ],
  top_goods: [{ goods_id: 1003, name: '连花清瘟胶囊', trade_name: null, ypgg: '0.35g*24粒', sccj: '石家庄以岭药业股份有限公司', bzdw: '盒', number: 100, amount: '1180.00' }],
};

describe('the period in the address', () => {
  it('round-trips every choice and the store, the default being the bare address', () => {
    const custom = { choice: 'custom' as const, start: '2026-10-01', end: '2026-10-31', storeId: 5 };
    expect(readStatsQuery(statsSearch(custom))).toEqual(custom);
    expect(statsSearch({ choice: '3m', start: '', end: '', storeId: null })).toBe('');
    expect(statsSearch({ choice: '12m', start: '', end: '', storeId: null })).toBe('?period=12m');
    expect(readStatsQuery('?period=month&start=2026-01-01')).toEqual({ choice: 'month', start: '', end: '', storeId: null });
  });

  it('reads junk as the default and keeps a bad custom day for the form to name', () => {
    expect(readStatsQuery('?period=week&store=-1')).toEqual({ choice: '3m', start: '', end: '', storeId: null });
    const q = readStatsQuery('?period=custom&start=2026-02-30&end=2026-03-01');
    expect(periodOf(q, NOW)).toEqual({ period: null, problem: { field: 'start', message: '起始日期无效，请按 年-月-日 填写' } });
    expect(periodOf(readStatsQuery('?period=custom&start=2025-01-01&end=2026-11-22'), NOW).problem?.message).toBe('统计期间不能超过 366 天');
    expect(periodOf(readStatsQuery(''), NOW)).toEqual({ period: { start: '2026-09-01', end: '2026-11-22' }, problem: null });
  });
});

describe('reading an answer', () => {
  it('reads the contract example to fen', () => {
    const s = readStatistics(EXAMPLE)!;
    expect(s.totalFen).toBe(358_000);
    expect(s.saved.totalFen).toBe(10_500);
    expect(s.byMonth.map((m) => m.amountFen)).toEqual([120_000, 0, 238_000]);
    expect(s.topGoods[0]).toMatchObject({ goodsId: 1003, number: 100, amountFen: 118_000, unit: '盒' });
  });

  it('answers null for an answer without its figures, and drops rows that cannot be drawn', () => {
    for (const bad of [null, 'x', [], { ...EXAMPLE, total: 'abc' }, { ...EXAMPLE, order_count: -1 }, { ...EXAMPLE, by_month: null }, { ...EXAMPLE, saved: 3 }, { ...EXAMPLE, start: '2026-13-01' }]) {
      expect(readStatistics(bad), JSON.stringify(bad)).toBeNull();
    }
    const s = readStatistics({
      ...EXAMPLE,
      by_month: [null, { month: '2026-9', amount: '1', orders: 1 }, { month: '2026-11', amount: '12.349', orders: 2 }],
      by_category: [{ category_id: 1, name: '', amount: '1' }, { category_id: 2, name: '中成药', amount: 'NaN' }, { category_id: 3, name: '抗生素', amount: '5' }],
      top_goods: [{ goods_id: 1.5, name: 'x', number: 1, amount: '1' }, ...EXAMPLE.top_goods],
    })!;
    expect(s.byMonth).toEqual([{ month: '2026-11', amountFen: 1_234, orders: 2 }]);
    expect(s.byCategory.map((c) => c.name)).toEqual(['抗生素']);
    expect(s.topGoods.map((g) => g.goodsId)).toEqual([1003]);
  });
});

describe('wording', () => {
  it('floors shares and writes axis ticks without fractions of a fen', () => {
    expect(shareText(fen(1), fen(3))).toBe('33.3%');
    expect(shareText(fen(2), fen(3))).toBe('66.6%');
    expect(shareText(fen(5), fen(0))).toBe('—');
    expect(axisYuan(1_234_567)).toBe('¥1.2万');
    expect(axisYuan(999_999)).toBe('¥9,999');
    expect(axisYuan(0)).toBe('¥0');
  });
});

describe('the charts’ options', () => {
  const s = readStatistics(EXAMPLE)!;
  const look = { fontFamily: '"Noto Sans CJK SC", sans-serif', narrow: false };

  it('plot the tables’ numbers in fen, in the page font, with tooltips as text', () => {
    const month = monthOption(s.byMonth, look);
    expect(month.series).toMatchObject([{ type: 'bar', data: [120_000, 0, 238_000] }]);
    expect(month.xAxis).toMatchObject({ data: ['2026年9月', '10月', '11月'] });
    expect(month.textStyle).toMatchObject({ fontFamily: look.fontFamily });
    for (const o of [month, categoryOption(s.byCategory, s.totalFen, look), makerOption(s.byManufacturer, s.totalFen, look), goodsOption(s.topGoods, s.totalFen, look)]) {
      expect(o.tooltip).toMatchObject({ renderMode: 'richText' });
    }
    expect(categoryOption(s.byCategory, s.totalFen, look).series).toMatchObject([{ type: 'pie', data: [{ name: '化学药制剂', value: 210_000 }, { name: '中成药', value: 148_000 }] }]);
    expect(goodsOption(s.topGoods, s.totalFen, look).yAxis).toMatchObject({ data: ['连花清瘟胶囊'], inverse: true });
    expect(monthSummary(s.byMonth)).toBe('按月采购金额柱状图：2026年9月 ¥1200.00，2026年10月 ¥0.00，2026年11月 ¥2380.00。');
  });
});

describe('the export', () => {
  it('writes the five sheets with their columns and the page’s figures, and reads back as written', async () => {
    const s = readStatistics(EXAMPLE) as StatsView;
    const sheets = await readXlsxFile(Buffer.from(await (await xlsxBlob(statisticsSheets(s, '本店'))).arrayBuffer()));
    expect(sheets.map((x) => x.sheet)).toEqual([...SHEET_NAMES]);
    const [summary, months, categories, makers, goods] = sheets.map((x) => x.data);
    expect(summary).toContainEqual(['采购总额（元）', '3580.00']);
    expect(summary).toContainEqual(['订单数', 6]);
    expect(summary).toContainEqual(['节省合计（元）', '105.00']);
    expect(months).toEqual([
      ['月份', '采购金额（元）', '订单数'],
      ['2026年9月', '1200.00', 2],
      ['2026年10月', '0.00', 0],
      ['2026年11月', '2380.00', 4],
    ]);
    expect(categories![1]).toEqual(['化学药制剂', '2100.00', '58.6%']);
    expect(makers![0]).toEqual(['生产厂家', '采购金额（元）', '占比']);
    expect(goods).toEqual([
      ['排名', '商品', '规格', '生产厂家', '单位', '数量', '采购金额（元）'],
      [1, '连花清瘟胶囊', '0.35g*24粒', '石家庄以岭药业股份有限公司', '盒', 100, '1180.00'],
    ]);
  });
});
