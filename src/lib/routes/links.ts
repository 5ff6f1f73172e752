import { href } from './paths';

/** Search by drug (0) or by manufacturer (1): the `type` of GET /api/goods/search and of the result list. */
export const SEARCH_TYPE = { drug: 0, manufacturer: 1 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** The search result list: /search?keywords=…&type=… (the list pages read both from the address). */
export function searchHref(keywords: string, type: SearchType = SEARCH_TYPE.drug): string {
  return href('search', undefined, { keywords: keywords.trim(), type });
}

/**
 * The drug list for a category chosen in the category menu: /list?select=12; the free-shipping variant adds
 * is_youx=1 (the listGoods filter of the same name).
 */
export function categoryHref(categoryId: number | string, freeShipping = false): string {
  return href('list', undefined, { select: categoryId, is_youx: freeShipping ? 1 : undefined });
}
