/**
 * The goods search as a pharmacy uses it: what is printed on the box (trade name, 批准文号, barcode), name with maker or
 * spec, and what gets mistyped. Each query must find the right goods among the first five results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GoodsRecord } from '@mock/demo/data/types';
import { buildSearchIndex, searchGoodsIds, suggest } from '@mock/demo/search/index';
import { defaultCatalogue } from './helpers';

const c = defaultCatalogue();
const index = buildSearchIndex(c);

function top(query: string, n = 5): GoodsRecord[] {
  return searchGoodsIds(index, query, 0)
    .slice(0, n)
    .map((id) => c.goodsById.get(id)!);
}

const label = (g: GoodsRecord) => `${g.id} ${g.name}${g.tradeName ? `（${g.tradeName}）` : ''} ${g.sccj} ${g.ypgg}`;

/** [query, what it must find in words, the test of one of the first five goods]. */
type Case = [string, string, (g: GoodsRecord) => boolean];

const named = (name: string) => (g: GoodsRecord) => g.name === name;
const trade = (tradeName: string, name: string) => (g: GoodsRecord) => g.tradeName === tradeName && g.name === name;
const by = (name: string, maker: string) => (g: GoodsRecord) => g.name === name && g.sccj.includes(maker);
const spec = (name: string, ypgg: string) => (g: GoodsRecord) => g.name === name && g.ypgg.startsWith(ypgg);

const TRADE_NAMES: Case[] = [
  ['芬必得', '布洛芬缓释胶囊（芬必得）', trade('芬必得', '布洛芬缓释胶囊')],
  ['拜新同', '硝苯地平控释片（拜新同）', trade('拜新同', '硝苯地平控释片')],
  ['吗丁啉', '多潘立酮片（吗丁啉）', trade('吗丁啉', '多潘立酮片')],
  ['思密达', '蒙脱石散（思密达）', trade('思密达', '蒙脱石散')],
  ['开瑞坦', '氯雷他定片（开瑞坦）', trade('开瑞坦', '氯雷他定片')],
  ['达喜', '铝碳酸镁咀嚼片（达喜）', trade('达喜', '铝碳酸镁咀嚼片')],
  ['泰诺', '酚麻美敏片（泰诺）', trade('泰诺', '酚麻美敏片')],
  ['白加黑', '氨酚伪麻美芬片（白加黑）', trade('白加黑', '氨酚伪麻美芬片')],
  ['新康泰克', '新康泰克', (g) => g.tradeName === '新康泰克'],
  ['拜阿司匹灵', '阿司匹林肠溶片（拜阿司匹灵）', trade('拜阿司匹灵', '阿司匹林肠溶片')],
  ['斯达舒', '维U颠茄铝胶囊Ⅱ（斯达舒）', trade('斯达舒', '维U颠茄铝胶囊Ⅱ')],
  ['达克宁', '硝酸咪康唑乳膏（达克宁）', trade('达克宁', '硝酸咪康唑乳膏')],
  ['百多邦', '莫匹罗星软膏（百多邦）', trade('百多邦', '莫匹罗星软膏')],
  ['妈咪爱', '枯草杆菌二联活菌颗粒（妈咪爱）', trade('妈咪爱', '枯草杆菌二联活菌颗粒')],
  ['整肠生', '地衣芽孢杆菌活菌胶囊（整肠生）', trade('整肠生', '地衣芽孢杆菌活菌胶囊')],
  ['阿莫仙', '阿莫西林胶囊（阿莫仙）', trade('阿莫仙', '阿莫西林胶囊')],
  ['拜复乐', '盐酸莫西沙星片（拜复乐）', trade('拜复乐', '盐酸莫西沙星片')],
  ['可威', '磷酸奥司他韦胶囊（可威）', trade('可威', '磷酸奥司他韦胶囊')],
  ['必奇', '蒙脱石散（必奇）', trade('必奇', '蒙脱石散')],
  ['999感冒灵', '感冒灵颗粒（999感冒灵）', trade('999感冒灵', '感冒灵颗粒')],
  ['fbd', '芬必得 by pinyin initials', trade('芬必得', '布洛芬缓释胶囊')],
  ['simida', '思密达 by full pinyin', trade('思密达', '蒙脱石散')],
  ['布洛芬缓释胶囊(芬必得)', 'name with the trade name in brackets', trade('芬必得', '布洛芬缓释胶囊')],
];

const APPROVAL_NUMBERS: Case[] = [
  ['国药准字H44194730', 'goods 1006 by its whole 批准文号', (g) => g.id === 1006],
  ['H44194730', 'without 国药准字', (g) => g.id === 1006],
  ['h44194730', 'in lower case', (g) => g.id === 1006],
  ['44194730', 'its digits', (g) => g.id === 1006],
  ['国药准字 H44194730', 'with a space after 国药准字', (g) => g.id === 1006],
];

const NAME_WITH_MAKER_OR_SPEC: Case[] = [
  ['阿莫西林 华北', '阿莫西林胶囊 of 华北制药', by('阿莫西林胶囊', '华北制药')],
  ['阿莫西林胶囊 0.25g', '0.25g', spec('阿莫西林胶囊', '0.25g')],
  ['阿莫西林胶囊 250mg', '250mg = 0.25g', spec('阿莫西林胶囊', '0.25g')],
  ['阿莫西林 华北 0.5g', 'three words', (g) => by('阿莫西林胶囊', '华北制药')(g) && g.ypgg.startsWith('0.5g')],
  ['布洛芬 0.3g', '布洛芬 0.3g', spec('布洛芬缓释胶囊', '0.3g')],
  ['布洛芬0.3g', 'spec glued to the name', spec('布洛芬缓释胶囊', '0.3g')],
  ['头孢克肟 白云山', '头孢克肟 of 白云山', by('头孢克肟分散片', '白云山')],
  ['阿奇霉素 石药', '阿奇霉素 of 石药', by('阿奇霉素片', '石药')],
  ['左氧氟沙星 扬子江', '左氧氟沙星 of 扬子江', by('左氧氟沙星片', '扬子江')],
  ['板蓝根 太极', '板蓝根颗粒 of 太极', by('板蓝根颗粒', '太极')],
  ['血压计 鱼跃', '电子血压计 of 鱼跃', by('电子血压计', '鱼跃')],
  ['连花清瘟 36粒', 'a count', spec('连花清瘟胶囊', '0.35g*36粒')],
  ['蒙脱石散 先声', '蒙脱石散 of 先声 (必奇)', trade('必奇', '蒙脱石散')],
];

const MISTYPED: Case[] = [
  ['阿莫西临', 'one wrong character', named('阿莫西林胶囊')],
  ['连花清温', 'a homophone', named('连花清瘟胶囊')],
  ['布洛分', 'a homophone in three characters', named('布洛芬缓释胶囊')],
  ['头胞克肟', '胞 for 孢', named('头孢克肟分散片')],
  ['奥美拉挫', '挫 for 唑', named('奥美拉唑肠溶胶囊')],
  ['氯雷他丁', '丁 for 定', named('氯雷他定片')],
  ['硝苯地平空释片', '空 for 控', named('硝苯地平控释片')],
  ['阿奇酶素', '酶 for 霉', named('阿奇霉素片')],
  ['蒙托石散', '托 for 脱', named('蒙脱石散')],
  ['阿莫林胶囊', 'one character missing', named('阿莫西林胶囊')],
  ['阿莫西西林', 'one character too many', named('阿莫西林胶囊')],
  ['布洛芬胶囊', 'the middle left out', named('布洛芬缓释胶囊')],
  ['硝苯地平片', 'the middle left out (片)', named('硝苯地平控释片')],
  ['amoxlin', 'a pinyin typo', named('阿莫西林胶囊')],
  ['lianhuaqingwen', 'full pinyin', named('连花清瘟胶囊')],
  ['莫西沙星', 'part of a name', named('盐酸莫西沙星片')],
];

describe.each([
  ['trade names (商品名)', TRADE_NAMES],
  ['approval numbers (批准文号)', APPROVAL_NUMBERS],
  ['a name with its maker or spec', NAME_WITH_MAKER_OR_SPEC],
  ['misspellings, homophones and shortened names', MISTYPED],
])('%s', (_kind, cases) => {
  it.each(cases)('%s finds %s', (query, what, wanted) => {
    const found = top(query);
    expect(found.some(wanted), `${query} → ${what}; got:\n${found.map(label).join('\n')}`).toBe(true);
  });
});

describe('the whole set', () => {
  it('has at least 40 queries', () => {
    expect(TRADE_NAMES.length + APPROVAL_NUMBERS.length + NAME_WITH_MAKER_OR_SPEC.length + MISTYPED.length).toBeGreaterThanOrEqual(40);
  });
});

describe('barcodes and approval numbers', () => {
  it('every goods has its own valid 69 barcode, and searching it lists that goods alone', () => {
    const seen = new Set<string>();
    for (const g of c.goods) {
      expect(g.barcode, label(g)).toMatch(/^69\d{11}$/);
      seen.add(g.barcode);
    }
    expect(seen.size).toBe(c.goods.length);
    fc.assert(
      fc.property(fc.constantFrom(...c.goods), (g) => {
        expect(searchGoodsIds(index, g.barcode, 0)).toEqual([g.id]);
        const [s] = suggest(index, g.barcode, 0);
        expect(s).toMatchObject({ matched: 'barcode', matched_text: g.barcode, goods_id: g.id, name: g.name, trade_name: g.tradeName });
      }),
      { numRuns: 200 },
    );
  });

  it('a 批准文号 lists the goods that carry it first, whatever else shares its words', () => {
    fc.assert(
      fc.property(fc.constantFrom(...c.goods.filter((g) => g.pzwh.startsWith('国药准字'))), (g) => {
        const ids = searchGoodsIds(index, g.pzwh, 0);
        const sharing = c.goods.filter((o) => o.pzwh === g.pzwh).map((o) => o.id);
        expect(new Set(ids.slice(0, sharing.length))).toEqual(new Set(sharing));
      }),
      { numRuns: 200 },
    );
  });

  it('a barcode that is no goods finds nothing, and a wrong check digit is not read as a barcode', () => {
    expect(searchGoodsIds(index, '6901234567892', 0)).toEqual([]);
    const g = c.goods[0]!;
    const wrong = `${g.barcode.slice(0, 12)}${(Number(g.barcode[12]) + 1) % 10}`;
    expect(searchGoodsIds(index, wrong, 0)).not.toContain(g.id);
  });
});

describe('ranking', () => {
  it('puts an exact name before longer names that contain it', () => {
    expect(top('丹参片', 1)[0]!.name).toBe('丹参片');
    expect(top('蒙脱石散', 1)[0]!.name).toBe('蒙脱石散');
    expect(top('阿莫西林胶囊', 1)[0]!.name).toBe('阿莫西林胶囊');
  });

  it('among names that start with the word, puts the one it covers most first', () => {
    expect(top('阿莫西林', 1)[0]!.name).toBe('阿莫西林胶囊');
    expect(top('阿莫西林 华北', 1)[0]!.name).toBe('阿莫西林胶囊');
  });

  it('puts name matches before goods that only share the maker', () => {
    // 三九胃泰 is a name; 华润三九 only makes the others.
    expect(top('三九', 1)[0]!.name).toBe('三九胃泰颗粒');
  });

  it('lists equal matches best-selling first', () => {
    const found = searchGoodsIds(index, '芬必得', 0).map((id) => c.goodsById.get(id)!.sales);
    expect(found.length).toBeGreaterThan(1);
    expect(found).toEqual([...found].sort((a, b) => b - a));
  });

  it('needs every word: a maker that does not make the drug finds nothing', () => {
    expect(top('芬必得 华北')).toEqual([]);
    expect(top('阿莫西林 0.3g')).toEqual([]);
  });
});

describe('no false friends', () => {
  it.each(['拜瑞妥', '泰诺林', '可乐必妥', '希舒美', '立普妥', '络活喜', '波立维', 'xyzxyz', '6901234567892', '国药准字H99999999'])(
    'an unknown brand or code %s finds nothing',
    (query) => {
      expect(top(query)).toEqual([]);
      expect(suggest(index, query, 0)).toEqual([]);
    },
  );
});

describe('suggestions say what matched', () => {
  it('a trade name: 芬必得 → 布洛芬缓释胶囊, searching the trade name when chosen', () => {
    expect(suggest(index, '芬必得', 0)[0]).toEqual({
      keywords: '芬必得',
      name: '布洛芬缓释胶囊',
      trade_name: '芬必得',
      matched: 'trade_name',
      matched_text: '芬必得',
      goods_id: null,
    });
  });

  it('a 批准文号 shared by several packs of one product: the number, no single goods', () => {
    const [s] = suggest(index, 'H44194730', 0);
    expect(s).toMatchObject({ name: '阿莫西林胶囊', trade_name: '阿莫仙', matched: 'approval_number', matched_text: '国药准字H44194730', keywords: '国药准字H44194730' });
    expect(s!.goods_id).toBeNull();
  });

  it('a near miss shows the part of the name it took the word for', () => {
    expect(suggest(index, '阿莫西临', 0)[0]).toMatchObject({ name: '阿莫西林胶囊', matched: 'fuzzy', matched_text: '阿莫西林' });
    expect(suggest(index, '连花清温', 0)[0]).toMatchObject({ matched: 'fuzzy', matched_text: '连花清瘟' });
  });

  it('a maker narrows and is kept in what is searched when chosen', () => {
    expect(suggest(index, '阿莫西林胶囊 华北', 0)[0]).toMatchObject({
      name: '阿莫西林胶囊',
      matched: 'manufacturer',
      matched_text: '华北制药',
      keywords: '阿莫西林胶囊 华北',
    });
  });

  it('a spec narrows and shows the goods spec', () => {
    expect(suggest(index, '布洛芬 0.3g', 0)[0]).toMatchObject({ name: '布洛芬缓释胶囊', matched: 'spec', keywords: expect.stringMatching(/0\.3g$/) });
  });

  it('pinyin shows the initials it matched; manufacturers (type 1) show the short name typed', () => {
    expect(suggest(index, 'lhqw', 0)[0]).toMatchObject({ matched: 'pinyin', matched_text: expect.stringContaining('lhqw') });
    expect(suggest(index, '以岭', 1)[0]).toMatchObject({ name: '石家庄以岭药业股份有限公司', matched: 'manufacturer', matched_text: '以岭药业', keywords: '石家庄以岭药业股份有限公司' });
  });

  it('are at most the limit, one per drug (generic name with or without its trade name)', () => {
    const list = suggest(index, 'a', 0);
    expect(list.length).toBe(10);
    expect(new Set(list.map((s) => `${s.name}|${s.trade_name}`)).size).toBe(10);
  });
});
