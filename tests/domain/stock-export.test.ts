import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFormulaCell, parseCount, readStockExport } from '@/domain/stock-export';

const HEAD = ['商品编码', '通用名', '规格型号', '生产企业', '批准文号', '条码', '当前库存', '月销量'];

describe('reading an ERP stock export', () => {
  it('finds the header by the words ERPs use and reads every row', () => {
    const r = readStockExport([['库存报表 2026-11-22'], HEAD, ['YP01', '芬必得', '0.3g*20粒', '中美史克', '', '', '1,200', '30盒'], ['YP02', '', '', '', '', '6900090004787', '3.000', '']]);
    expect(r).toEqual({
      ok: true,
      rows: [
        { line: 3, code: 'YP01', name: '芬必得', spec: '0.3g*20粒', maker: '中美史克', pzwh: '', barcode: '', stock: 1200, sales: 30 },
        { line: 4, code: 'YP02', name: '', spec: '', maker: '', pzwh: '', barcode: '6900090004787', stock: 3, sales: null },
      ],
    });
  });

  it('refuses, saying which line and why: no header, no rows, a formula, a negative, non-numeric or missing stock', () => {
    const bad = (rows: string[][]) => {
      const r = readStockExport(rows);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.error;
    };
    expect(bad([['名称', '数量'], ['芬必得', '3']])).toContain('未找到表头');
    expect(bad([HEAD])).toContain('没有商品行');
    expect(bad([HEAD, ['', '=HYPERLINK("http://evil.example","芬必得")', '', '', '', '', '3', '']])).toMatch(/^第 2 行“通用名”是公式/);
    expect(bad([HEAD, ['', '芬必得', '', '', '', '', '-3', '']])).toBe('第 2 行库存为负数（-3），请核对后重新导出');
    expect(bad([HEAD, ['', '芬必得', '', '', '', '', '很多', '']])).toBe('第 2 行库存不是数字（很多），请核对后重新导出');
    expect(bad([HEAD, ['', '芬必得', '', '', '', '', '', '']])).toBe('第 2 行库存为空，请核对后重新导出');
    expect(bad([HEAD, ['', '芬必得', '', '', '', '', '3', '-1']])).toContain('近30天销量为负数');
    expect(bad([HEAD, ['YP9', '', '', '', '', '', '3', '']])).toContain('缺少商品名称、批准文号或条码');
    expect(bad([HEAD, ...Array.from({ length: 501 }, () => ['', '芬必得', '', '', '', '', '1', ''])])).toContain('最多上传 500 行');
  });

  it('reads a count whatever the ERP wrote, as whole pieces, and never a negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (n) => {
        expect(parseCount(String(n))).toEqual({ value: n });
        expect(parseCount(n.toLocaleString('en-US'))).toEqual({ value: n });
        expect(parseCount(`${n}.00`)).toEqual({ value: n });
        if (n > 0) expect(parseCount(`-${n}`)).toEqual({ error: 'negative' });
      }),
    );
    expect(parseCount('2.5')).toEqual({ value: 2 });
    expect(parseCount('abc')).toEqual({ error: 'nan' });
  });

  it('knows a formula cell from a number', () => {
    for (const c of ['=1+1', '+SUM(A1)', '@cmd', '-A1', ' =HYPERLINK("x")']) expect(isFormulaCell(c), c).toBe(true);
    for (const c of ['-3', '12', '芬必得', '0.3g*20粒']) expect(isFormulaCell(c), c).toBe(false);
  });
});
