import type { SearchSuggestion } from '@generated/models/searchSuggestion';
import type { Catalogue } from '../../data/types';
import { buildSearchIndex, searchGoodsIds, suggest, type SearchIndex, type SearchType } from '../../search';

/**
 * The search index of a catalogue, built on first use. It is derived from the goods' names, trade names, makers,
 * barcodes, approval numbers and specs, so it lives beside the catalogue (WeakMap) and never in the persisted state;
 * a catalogue rebuilt from the seed gets its own.
 */
const indexes = new WeakMap<Catalogue, { index: SearchIndex; answers: Map<string, unknown> }>();

/**
 * The latest answers by query, as many as this: a buyer paging through a search, or many buyers typing the same drug,
 * cost one search. Answers depend only on the index (names, codes, sales order as built), so they never go stale.
 */
const ANSWERS_MAX = 256;

function indexed(cat: Catalogue) {
  let held = indexes.get(cat);
  if (!held || held.index.goodsCount !== cat.goods.length) {
    held = { index: buildSearchIndex(cat), answers: new Map() };
    indexes.set(cat, held);
  }
  return held;
}

export function searchIndex(cat: Catalogue): SearchIndex {
  return indexed(cat).index;
}

function remembered<T extends object>(cat: Catalogue, key: string, answer: (index: SearchIndex) => T): Readonly<T> {
  const { index, answers } = indexed(cat);
  if (answers.has(key)) {
    const value = answers.get(key) as Readonly<T>;
    answers.delete(key);
    answers.set(key, value);
    return value;
  }
  // Shared by every later caller: frozen, so none can change another's answer.
  const value = Object.freeze(answer(index));
  answers.set(key, value);
  if (answers.size > ANSWERS_MAX) answers.delete(answers.keys().next().value as string);
  return value;
}

/** Suggestions for the header box: drugs (type 0) or manufacturers (type 1), each saying what it matched. */
export function suggestions(cat: Catalogue, keywords: string, type: SearchType, limit: number): readonly SearchSuggestion[] {
  return remembered(cat, JSON.stringify(['suggest', keywords, type, limit]), (index) => suggest(index, keywords, type, limit));
}

/** Goods ids matching the keywords, best match first; the goods of matching manufacturers for type 1. */
export function keywordGoodsIds(cat: Catalogue, keywords: string, type: SearchType): readonly number[] {
  return remembered(cat, JSON.stringify(['ids', keywords, type]), (index) => searchGoodsIds(index, keywords, type));
}
