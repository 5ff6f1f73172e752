/** List state in the address: parse ∘ serialise is stable, junk is dropped, filters reset the page. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/lib/routes';
import {
  listQueryToRecord,
  pageWindow,
  parseListQuery,
  toListGoodsParams,
  updateListQuery,
  type ListQuery,
} from '@/features/catalogue/list-filters/list-query';

const flag = fc.constantFrom<1 | undefined>(1, undefined);
const listQuery: fc.Arbitrary<ListQuery> = fc
  .record({
    keywords: fc.option(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''), { nil: undefined }),
    type: fc.constantFrom<0 | 1 | undefined>(0, 1, undefined),
    category_id: fc.option(fc.integer({ min: 1, max: 99999 }), { nil: undefined }),
    sccj: fc.option(fc.constantFrom('华北制药股份有限公司', '石药集团', 'A&B 药业'), { nil: undefined }),
    is_youx: flag,
    is_jxq: flag,
    is_kx: flag,
    is_zy: flag,
    is_qx: flag,
    in_stock: flag,
    sort: fc.constantFrom<ListQuery['sort']>(undefined, 'sales', 'price', 'new'),
    order: fc.constantFrom<ListQuery['order']>(undefined, 'asc', 'desc'),
    page: fc.option(fc.integer({ min: 2, max: 500 }), { nil: undefined }),
  })
  .map((q) => {
    const out: ListQuery = { ...q };
    if (!out.keywords) delete out.type;
    if (!out.sort) delete out.order;
    for (const k of Object.keys(out) as (keyof ListQuery)[]) if (out[k] === undefined) delete out[k];
    return out;
  });

describe('list query', () => {
  it('round-trips through the address', () => {
    fc.assert(
      fc.property(listQuery, (q) => {
        expect(parseListQuery(toQueryString(listQueryToRecord(q)))).toEqual(q);
      }),
    );
  });

  it('reads the category menu’s select= as the category and drops junk', () => {
    expect(parseListQuery('?select=12&page=abc&sort=evil&is_jxq=2&in_stock=1&order=asc')).toEqual({ category_id: 12, in_stock: 1 });
    expect(parseListQuery('?category_id=0&page=1')).toEqual({});
  });

  it('goes back to page 1 when a filter or the sort changes, not when paging', () => {
    const q: ListQuery = { keywords: 'amxl', page: 4 };
    expect(updateListQuery(q, { in_stock: 1 })).toEqual({ keywords: 'amxl', in_stock: 1 });
    expect(updateListQuery(q, { sort: 'price', order: 'asc' })).toEqual({ keywords: 'amxl', sort: 'price', order: 'asc' });
    expect(updateListQuery(q, { page: 5 })).toEqual({ keywords: 'amxl', page: 5 });
  });

  it('lays the page’s fixed filters over the address and defaults the rest', () => {
    expect(toListGoodsParams({ category_id: 3, keywords: 'amxl' }, { category_id: 301 }, 20)).toMatchObject({
      category_id: 301,
      keywords: 'amxl',
      type: 0,
      sort: 'default',
      page: 1,
      page_size: 20,
    });
  });

  /** The window by its definition, page by page: what pageWindow must answer without the walk. */
  const walkedWindow = (current: number, pages: number) => {
    const out: number[] = [];
    for (let i = 1; i <= pages; i++) {
      if (i === 1 || i === pages || Math.abs(i - current) <= 2) out.push(i);
      else if (out[out.length - 1] !== 0) out.push(0);
    }
    return out;
  };

  it('windows the page numbers around the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(6, 30)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 30]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (a, b) => {
        const pages = Math.max(a, b);
        const cur = Math.min(a, b);
        const w = pageWindow(cur, pages);
        expect(w).toContain(cur);
        expect(w[0]).toBe(1);
        expect(w[w.length - 1]).toBe(pages);
        expect(w).toEqual(walkedWindow(cur, pages));
      }),
    );
  });

  it('windows the page numbers of a list with billions of pages at once (the total is any int64)', () => {
    // Walking every page would take hours at 2^40 pages and end at the test's time-out (a hang limit).
    expect(pageWindow(3, 2 ** 40)).toEqual([1, 2, 3, 4, 5, 0, 2 ** 40]);
    expect(pageWindow(2 ** 40, 2 ** 40)).toEqual([1, 0, 2 ** 40 - 2, 2 ** 40 - 1, 2 ** 40]);
  });
});
