import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEADER_SYNONYMS,
  PURCHASE_LIST_COLUMNS,
  detectHeader,
  headerColumn,
  normaliseMaker,
  normaliseName,
  normalisePzwh,
  normaliseSpec,
  parseDelimited,
  parsePasted,
  parseQuantity,
  readPurchaseList,
  similarity,
  toCsv,
  type PurchaseListColumn,
} from '@/domain/purchase-list';

const KEYS = Object.keys(HEADER_SYNONYMS) as PurchaseListColumn[];

describe('header detection', () => {
  it('knows the template headers and the common synonyms, with units and stars around them', () => {
    for (const c of PURCHASE_LIST_COLUMNS) expect(headerColumn(c.title)).toBe(c.key);
    expect(headerColumn(' 品 名 ')).toBe('name');
    expect(headerColumn('*通用名称')).toBe('name');
    expect(headerColumn('数量（盒）')).toBe('quantity');
    expect(headerColumn('厂家：')).toBe('maker');
    expect(headerColumn('单价')).toBeNull();
  });

  it('finds a header of synonyms in any order below title and blank rows (property)', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(KEYS, { minLength: 2 }).filter((ks) => ks.includes('name') || ks.includes('pzwh')),
        fc.array(fc.constantFrom('', '采购清单', '门店：康宁大药房', '2026-11-22'), { maxLength: 4 }),
        fc.nat(),
        (keys, junk, pick) => {
          const header = keys.map((k) => HEADER_SYNONYMS[k][pick % HEADER_SYNONYMS[k].length]!);
          const rows = [...junk.map((j) => [j]), ['备注', ...header]];
          const found = detectHeader(rows);
          expect(found?.headerIndex).toBe(junk.length);
          keys.forEach((k, i) => expect(found?.columns[k]).toBe(i + 1));
        },
      ),
    );
  });

  it('says in Chinese when there is no header, no row or too many rows', () => {
    expect(readPurchaseList([['a', 'b']])).toMatchObject({ ok: false, error: expect.stringContaining('未找到表头') });
    expect(readPurchaseList([['药品名称', '数量'], ['', '']])).toMatchObject({ ok: false, error: expect.stringContaining('没有药品行') });
    const many = [['药品名称', '数量'], ...Array.from({ length: 501 }, () => ['阿莫西林胶囊', '10'])];
    expect(readPurchaseList(many)).toMatchObject({ ok: false, error: expect.stringContaining('最多导入 500 行') });
  });

  it('reads rows with their sheet line numbers, skipping empty rows', () => {
    const r = readPurchaseList([['清单'], ['品名', '规格', '厂家', '数量'], ['阿莫西林胶囊', '0.25g*24粒', '华北制药', '20盒'], [], ['', '', '', ''], ['vc银翘片', '', '', 'x']]);
    expect(r.ok && r.rows.map((x) => [x.line, x.name, x.quantity])).toEqual([
      [3, '阿莫西林胶囊', 20],
      [6, 'vc银翘片', null],
    ]);
  });
});

describe('quantities', () => {
  it('reads what pharmacies write', () => {
    expect(['20', ' 20 ', '２０', '1,000', '20盒', '30 瓶', '20.0', '5件'].map(parseQuantity)).toEqual([20, 20, 20, 1000, 20, 30, 20, 5]);
    expect(['', '0', '-5', '2.5', 'abc', '十', '1e3', '20盒子装箱', '1,00'].map(parseQuantity)).toEqual([null, null, null, null, null, null, null, null, null]);
  });

  it('any whole quantity survives full-width digits, separators, spaces and a unit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.boolean(), fc.constantFrom('', '盒', '瓶', ' 支', '件'), (n, wide, grouped, unit) => {
        let text = grouped ? n.toLocaleString('en-US') : String(n);
        if (wide) text = text.replace(/[0-9,]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
        expect(parseQuantity(` ${text}${unit} `)).toBe(n);
      }),
    );
  });

  it('is null or a whole number in 1..1,000,000 for any text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)), (s) => {
        const q = parseQuantity(s);
        expect(q === null || (Number.isInteger(q) && q >= 1 && q <= 1_000_000)).toBe(true);
      }),
    );
  });
});

describe('normalising names, specs, makers and 批准文号', () => {
  it('writes out abbreviations and drops spacing, width and brackets', () => {
    expect(normaliseName('阿莫西林 胶')).toBe('阿莫西林胶囊');
    expect(normaliseName('阿莫西林胶囊（阿莫仙）')).toBe('阿莫西林胶囊');
    expect(normaliseName('ＶＣ银翘片')).toBe('维生素c银翘片');
    expect(normaliseName('板蓝根颗')).toBe('板蓝根颗粒');
    expect(normaliseSpec('0.25g×24s')).toBe(normaliseSpec('250mg*24粒'));
    expect(normaliseSpec('0.35克 X 36粒/盒')).toBe(normaliseSpec('0.35g*36粒'));
    expect(normaliseSpec('10ml*10支')).not.toBe(normaliseSpec('10ml*6支'));
    expect(normaliseMaker('华北制药股份有限公司')).toBe('华北制药');
    expect(normaliseMaker('国药集团致君（深圳）制药有限公司')).toBe('国药集团致君深圳制药');
    expect(normalisePzwh(' 国药准字 h13925843 ')).toBe('H13925843');
  });

  it('normalising is idempotent and ignores spaces and letter case (property)', () => {
    const text = fc.string({ unit: fc.constantFrom(...'阿莫西林胶囊颗粒片0123456789.gmGM*x×() 　ｇ'.split('')) });
    fc.assert(
      fc.property(text, (s) => {
        for (const f of [normaliseName, normaliseSpec, normaliseMaker, normalisePzwh]) {
          expect(f(f(s))).toBe(f(s));
          expect(f(s.replace(/ /g, '  ').toUpperCase())).toBe(f(s.toUpperCase()));
        }
      }),
    );
  });

  it('similarity is symmetric, in 0..1, and 1 for equal strings (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = similarity(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(similarity(b, a)).toBeCloseTo(s, 12);
        if (a) expect(similarity(a, a)).toBe(1);
      }),
    );
  });
});

describe('CSV and pasted rows', () => {
  it('round-trips any cells through toCsv and parseDelimited (property)', () => {
    const cell = fc.string({ unit: fc.constantFrom(...'ab阿莫,"\n\r\t 1='.split('')) });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const safe = rows.filter((r) => !(r.length === 1 && r[0] === ''));
        fc.pre(safe.length === rows.length);
        expect(parseDelimited(toCsv(rows, { guardFormulas: false }), ',')).toEqual(rows);
      }),
    );
  });

  it('keeps spreadsheet formulas from running in exported cells', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'ok']])).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),ok`);
  });

  it('reads Excel’s clipboard (tabs, quoted multi-line cells) and a BOM-led CSV', () => {
    expect(parsePasted('药品名称\t数量\r\n"阿莫西林\n胶囊"\t20\r\n')).toEqual([
      ['药品名称', '数量'],
      ['阿莫西林\n胶囊', '20'],
    ]);
    expect(parsePasted('\ufeff药品名称,数量\n阿莫西林胶囊,20')).toEqual([
      ['药品名称', '数量'],
      ['阿莫西林胶囊', '20'],
    ]);
  });
});
