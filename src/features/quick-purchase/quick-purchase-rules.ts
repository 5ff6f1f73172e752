import type { CartAddLineInput, FastBuyRow } from '@generated/models';

export type FastBuyOrder = 'recent' | 'frequent';

export const FAST_BUY_PAGE_SIZE = 20;

interface FastBuyQuery {
  order: FastBuyOrder;
  page: number;
}

/** The list's sort and page from the address (?order=frequent&page=2); anything unreadable is the default. */
export function readFastBuyQuery(search: string): FastBuyQuery {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const page = Number(q.get('page'));
  return { order: q.get('order') === 'frequent' ? 'frequent' : 'recent', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function fastBuySearch(query: FastBuyQuery): string {
  const q = new URLSearchParams();
  if (query.order !== 'recent') q.set('order', query.order);
  if (query.page > 1) q.set('page', String(query.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The rows of an answer that can be drawn (an id and a name); a malformed row is left out rather than breaking the page. */
export function usableRows(list: unknown): FastBuyRow[] {
  if (!Array.isArray(list)) return [];
  return list.filter((r): r is FastBuyRow => typeof r === 'object' && r !== null && Number.isInteger((r as FastBuyRow).id) && typeof (r as FastBuyRow).name === 'string');
}

/** A row the buyer may add: the server says so and there is stock. */
export function rowBuyable(row: Pick<FastBuyRow, 'is_buy' | 'buy_block' | 'number'>): boolean {
  return row.is_buy === 1 && !row.buy_block && row.number > 0;
}

/** The add-to-cart line of a quick-purchase row with the quantity chosen. */
export function cartLine(row: FastBuyRow, number: number): CartAddLineInput {
  return {
    id: row.id,
    number,
    ck_id: row.ck_id,
    goods_price_id: row.goods_price_id,
    ladder_price_id: row.ladder_price_id ?? null,
    goods_manjian_id: row.goods_manjian_id ?? null,
    is_yj: row.is_yj ?? 0,
  };
}
