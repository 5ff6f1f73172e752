import type { SearchSuggestion } from '@generated/models/searchSuggestion';
import type { Catalogue } from '../../data/types';
import { buildSearchIndex, searchGoodsIds, suggest, type SearchIndex, type SearchType } from '../../search';

/**
 * The search index of a catalogue, built on first use. It is derived from the goods' names, trade names, makers,
 * barcodes, approval numbers and specs, so it lives beside the catalogue (WeakMap) and never in the persisted state;
 * a catalogue rebuilt from the seed gets its own.
 */
const indexes = new WeakMap<Catalogue, SearchIndex>();

export function searchIndex(cat: Catalogue): SearchIndex {
  let index = indexes.get(cat);
  if (!index || index.goodsCount !== cat.goods.length) {
    index = buildSearchIndex(cat);
    indexes.set(cat, index);
  }
  return index;
}

/** Suggestions for the header box: drugs (type 0) or manufacturers (type 1), each saying what it matched. */
export function suggestions(cat: Catalogue, keywords: string, type: SearchType, limit: number): SearchSuggestion[] {
  return suggest(searchIndex(cat), keywords, type, limit);
}

/** Goods ids matching the keywords, best match first; the goods of matching manufacturers for type 1. */
export function keywordGoodsIds(cat: Catalogue, keywords: string, type: SearchType): number[] {
  return searchGoodsIds(searchIndex(cat), keywords, type);
}
