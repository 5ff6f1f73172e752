import { href } from './paths';

/** Search by drug (0) or by manufacturer (1): the `type` of GET /api/goods/search and of the result list. */
export const SEARCH_TYPE = { drug: 0, manufacturer: 1 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** The search result list: /search?keywords=…&type=… (the list pages read both from the address). */
export function searchHref(keywords: string, type: SearchType = SEARCH_TYPE.drug): string {
  return href('search', undefined, { keywords: keywords.trim(), type });
}

/** A goods' detail page: /list/info/12, or /list/info-pt/12 for a group-buy goods (type 2). */
export function goodsHref(goods: { id: number; type?: number | null }): string {
  return goods.type === 2 ? href('list_info_pt', { id: goods.id }) : href('list_info', { id: goods.id });
}

/**
 * The drug list for a category chosen in the category menu: /list?select=12; the free-shipping variant adds
 * is_youx=1 (the listGoods filter of the same name).
 */
export function categoryHref(categoryId: number | string, freeShipping = false): string {
  return href('list', undefined, { select: categoryId, is_youx: freeShipping ? 1 : undefined });
}

/*
 * The purchase's steps. The order ids travel in the address so every step survives a reload and can be bookmarked:
 * step 2 gets the checked-out cart line ids, step 3 the ordinary order (and the 含麻 order still to be paid, `hm`),
 * step 4 the paid order (and the same `hm`), /cart/hm the 含麻 order.
 */

/** Step 2 (确认订单信息) for the checked-out cart lines: /cart/step2?ids=1,2,3. */
export const step2Href = (ids: readonly number[]): string => href('cart_step2', undefined, { ids: ids.join(',') });

/** Step 3 (支付订单) of the ordinary order: /cart/step3/12?hm=13. */
export const step3Href = (orderId: number, hmOrderId?: number | null): string =>
  href('cart_step3', { id: orderId }, { hm: hmOrderId ?? undefined });

/** Step 4 (支付完成) of the paid order: /cart/step4?order_id=12&hm=13. */
export const step4Href = (orderId: number, hmOrderId?: number | null): string =>
  href('cart_step4', undefined, { order_id: orderId, hm: hmOrderId ?? undefined });

/** The 含麻 order's corporate-transfer page: /cart/hm?order_id=13. */
export const hmHref = (orderId: number): string => href('cart_hm', undefined, { order_id: orderId });
