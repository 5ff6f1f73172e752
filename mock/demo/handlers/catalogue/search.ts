import type { SearchSuggestion } from '@generated/models/searchSuggestion';
import type { Catalogue } from '../../data/types';
import { buildSearchIndex, searchGoodsIds, suggest, type SearchIndex, type SearchType } from '../../search';

/**
 * The search index of a catalogue, built on first use. It is derived from the goods' names and makers, so it lives
 * beside the catalogue (WeakMap) and never in the persisted state; a catalogue rebuilt from the seed gets its own.
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

/** Suggestions for the header box: drugs (type 0) or manufacturers (type 1). */
export function suggestions(cat: Catalogue, keywords: string, type: SearchType, limit: number): SearchSuggestion[] {
  const code = keywords.trim();
  const byCode = type === 0 ? cat.goods.find((g) => g.barcode === code) : undefined;
  if (byCode) return [{ keywords: code, name: byCode.name, trade_name: byCode.tradeName, matched: 'barcode', matched_text: code, goods_id: byCode.id }];
  return suggest(searchIndex(cat), keywords, type, limit).map((name) => ({
    keywords: name,
    name,
    trade_name: null,
    matched: type === 1 ? 'manufacturer' : 'name',
    matched_text: name,
    goods_id: null,
  }));
}

/** Goods ids matching the keywords, best match first; the goods of matching manufacturers for type 1. */
export function keywordGoodsIds(cat: Catalogue, keywords: string, type: SearchType): number[] {
  const byCode = type === 0 ? cat.goods.find((g) => g.barcode === keywords.trim()) : undefined;
  if (byCode) return [byCode.id];
  return searchGoodsIds(searchIndex(cat), keywords, type);
}
