import type { ListGoodsParams } from '@generated/models';
import { GoodsSortParameter } from '@generated/models/goodsSortParameter';
import { positiveIntParam } from '@/lib/url/page-param';

/** Zone flags a list can filter by, with their Chinese names, in the order the filter bar shows them. */
export const ZONE_FLAGS = [
  ['is_youx', '包邮'],
  ['is_jxq', '近效期'],
  ['is_kx', '控销'],
  ['is_zy', '中药饮片'],
  ['is_qx', '医疗器械'],
] as const;

export const SORTS: readonly { sort: GoodsSortParameter; text: string }[] = [
  { sort: 'default', text: '综合' },
  { sort: 'sales', text: '销量' },
  { sort: 'price', text: '价格' },
  { sort: 'new', text: '新品' },
];

export const PAGE_SIZE = { cards: 20, table: 50 } as const;

/** What a list's address holds; everything is optional so a bare /list is the first page of everything. */
export interface ListQuery {
  keywords?: string;
  type?: 0 | 1;
  category_id?: number;
  sccj?: string;
  is_youx?: 1;
  is_jxq?: 1;
  is_kx?: 1;
  is_zy?: 1;
  is_qx?: 1;
  in_stock?: 1;
  sort?: GoodsSortParameter;
  order?: 'asc' | 'desc';
  page?: number;
}

/**
 * Reads the list state from the address. Unknown or malformed values are dropped (a shared link with junk still
 * opens a list). The category menu links with `select=<id>`, the same filter as category_id.
 */
export function parseListQuery(search: string): ListQuery {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const q: ListQuery = {};
  const kw = p.get('keywords')?.trim();
  if (kw) q.keywords = kw.slice(0, 50);
  if (p.get('type') === '1') q.type = 1;
  else if (p.get('type') === '0') q.type = 0;
  const cat = positiveIntParam(p.get('category_id')) ?? positiveIntParam(p.get('select'));
  if (cat) q.category_id = cat;
  const sccj = p.get('sccj')?.trim();
  if (sccj) q.sccj = sccj.slice(0, 100);
  for (const [flag] of ZONE_FLAGS) if (p.get(flag) === '1') q[flag] = 1;
  if (p.get('in_stock') === '1') q.in_stock = 1;
  const sort = p.get('sort');
  if (sort && sort !== 'default' && (Object.values(GoodsSortParameter) as string[]).includes(sort)) q.sort = sort as GoodsSortParameter;
  const order = p.get('order');
  if (q.sort && (order === 'asc' || order === 'desc')) q.order = order;
  const page = positiveIntParam(p.get('page'));
  if (page && page > 1) q.page = page;
  return q;
}

/** The address form of a list state: defaults left out, so equal states give equal links. */
export function listQueryToRecord(q: ListQuery): Record<string, string | number | undefined> {
  return {
    keywords: q.keywords,
    type: q.keywords ? q.type : undefined,
    category_id: q.category_id,
    sccj: q.sccj,
    is_youx: q.is_youx,
    is_jxq: q.is_jxq,
    is_kx: q.is_kx,
    is_zy: q.is_zy,
    is_qx: q.is_qx,
    in_stock: q.in_stock,
    sort: q.sort && q.sort !== 'default' ? q.sort : undefined,
    order: q.sort && q.sort !== 'default' ? q.order : undefined,
    page: q.page && q.page > 1 ? q.page : undefined,
  };
}

/** A change of filter or sort goes back to page 1; only paging keeps the other fields. */
export function updateListQuery(q: ListQuery, patch: Partial<ListQuery>): ListQuery {
  const next: ListQuery = { ...q, ...patch };
  if (!('page' in patch)) delete next.page;
  for (const k of Object.keys(next) as (keyof ListQuery)[]) if (next[k] === undefined) delete next[k];
  return next;
}

/** The API parameters for a list state, with the page's fixed filters (a category page, a zone) laid over it. */
export function toListGoodsParams(q: ListQuery, fixed: Partial<ListGoodsParams>, pageSize: number): ListGoodsParams {
  return {
    ...q,
    type: q.keywords ? (q.type ?? 0) : undefined,
    sort: q.sort ?? 'default',
    order: q.sort && q.sort !== 'default' ? (q.order ?? 'desc') : undefined,
    page: q.page ?? 1,
    page_size: pageSize,
    ...fixed,
  };
}

/**
 * Page numbers to show: first, last, and two either side of the current one; 0 marks a gap. Built from those few
 * numbers rather than by walking every page, so a list that reports millions of pages draws as fast as one of ten.
 */
export function pageWindow(current: number, pages: number): number[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])].filter((i) => i >= 1 && i <= pages).sort((a, b) => a - b);
  const out: number[] = [];
  for (const i of shown) {
    if (out.length && i > out[out.length - 1]! + 1) out.push(0);
    out.push(i);
  }
  return out;
}
