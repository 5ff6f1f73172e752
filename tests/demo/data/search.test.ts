import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '@mock/demo/data/catalogue';
import { buildSearchIndex, searchGoodsIds, suggest as suggestions, type SearchIndex, type SearchType } from '@mock/demo/search/index';
import { pinyinKeys } from '@mock/demo/search/pinyin';
import { defaultCatalogue, FIXED_NOW } from './helpers';

/** The suggestions' names (drugs) or manufacturers, in order. */
const suggest = (index: SearchIndex, keywords: string, type: SearchType, limit?: number) => suggestions(index, keywords, type, limit).map((s) => s.name);

describe('search', () => {
  const c = defaultCatalogue();
  const index = buildSearchIndex(c);

  it('finds drugs by pinyin initials, full pinyin and Chinese', () => {
    expect(suggest(index, 'amxl', 0)[0]).toMatch(/^阿莫西林/);
    expect(suggest(index, 'lhqw', 0)).toContain('连花清瘟胶囊');
    expect(suggest(index, 'lhqw', 0)[0]).toMatch(/^连花清瘟/);
    expect(suggest(index, 'bulu', 0)[0]).toMatch(/^布洛芬/);
    expect(suggest(index, 'blf', 0)[0]).toMatch(/^布洛芬/);
    expect(suggest(index, 'BLF', 0)).toEqual(suggest(index, 'blf', 0));
    expect(suggest(index, ' 蒙脱 ', 0)).toContain('蒙脱石散');
    expect(suggest(index, '胶囊', 0).every((n) => n.includes('胶囊'))).toBe(true);
  });

  it('finds manufacturers with type 1', () => {
    expect(suggest(index, 'hbzy', 1)[0]).toBe('华北制药股份有限公司');
    expect(suggest(index, '以岭', 1)[0]).toBe('石家庄以岭药业股份有限公司');
    expect(suggest(index, 'hbzy', 0)).not.toContain('华北制药股份有限公司');
    const ids = searchGoodsIds(index, 'hbzy', 1);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => c.goodsById.get(id)!.sccj === '华北制药股份有限公司')).toBe(true);
  });

  it('ranks exact and prefix matches first, then by sales, with distinct names and a limit', () => {
    const list = suggest(index, '阿莫西林胶囊', 0);
    expect(list[0]).toBe('阿莫西林胶囊');
    const many = suggest(index, 'a', 0, 5);
    expect(many.length).toBeLessThanOrEqual(5);
    // One suggestion per drug: a generic name with its trade name, or without one.
    const drugs = suggestions(index, 'j', 0, 100).map((s) => `${s.name}|${s.trade_name}`);
    expect(new Set(drugs).size).toBe(drugs.length);
    expect(suggest(index, '', 0)).toEqual([]);
    expect(suggest(index, '   ', 1)).toEqual([]);
    expect(searchGoodsIds(index, '', 0)).toEqual([]);
    expect(suggest(index, 'zzzzqqq', 0)).toEqual([]);
    // Goods of a name come best-selling first.
    const amox = searchGoodsIds(index, '阿莫西林胶囊', 0);
    const sales = amox.map((id) => c.goodsById.get(id)!).filter((g) => g.name === '阿莫西林胶囊').map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('finds every goods by its own name initials, full pinyin and any Chinese substring', () => {
    fc.assert(
      fc.property(fc.constantFrom(...c.goods), fc.nat(), fc.nat(), (g, a, b) => {
        const keys = pinyinKeys(g.name);
        expect(suggest(index, keys.initials, 0, Infinity)).toContain(g.name);
        expect(suggest(index, keys.full, 0, Infinity)).toContain(g.name);
        expect(searchGoodsIds(index, keys.initials, 0)).toContain(g.id);
        const chars = Array.from(g.name);
        const from = a % chars.length;
        const to = from + 1 + (b % (chars.length - from));
        expect(searchGoodsIds(index, chars.slice(from, to).join(''), 0)).toContain(g.id);
      }),
      { numRuns: 300 },
    );
  });

  it('finds every manufacturer by its initials', () => {
    for (const m of c.manufacturers) {
      if (!c.goods.some((g) => g.manufacturerId === m.id)) continue;
      expect(suggest(index, m.pinyinInitials, 1, Infinity), m.name).toContain(m.name);
    }
  });

  it('indexes distinct names once, however big the catalogue', () => {
    const big = buildSearchIndex(buildSeed({ seed: 5, goodsCount: 5000, now: FIXED_NOW }).catalogue);
    expect(big.names.length).toBe(index.names.length);
    expect(big.entries.length).toBe(index.entries.length);
    expect(big.goodsCount).toBe(5000);
    expect(searchGoodsIds(big, 'amxl', 0).length).toBeGreaterThan(searchGoodsIds(index, 'amxl', 0).length);
  });
});
