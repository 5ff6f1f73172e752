/**
 * Search over goods names and manufacturers by Chinese substring, pinyin initials and full pinyin.
 *
 * Pinyin is computed once per distinct name and per manufacturer (never per goods), so a 50,000-goods catalogue whose
 * names repeat costs a few hundred pinyin conversions. Queries scan the distinct-name table (hundreds of entries), which
 * answers in microseconds; per-name goods ids are pre-sorted by sales so a goods list needs no further sort.
 */
import type { Catalogue, GoodsRecord } from '../data/types';
import { pinyinKeys } from './pinyin';

export type SearchType = 0 | 1;

interface Entry {
  /** Display text: the goods name or the manufacturer's full name. */
  text: string;
  /** Normalised (NFKC, lowercase, no spaces) keys; an entry may have several spellings (manufacturer short name). */
  lower: string[];
  full: string[];
  initials: string[];
  /** Summed sales of the entry's goods, for ranking. */
  sales: number;
  /** Goods ids, best-selling first. */
  goodsIds: Int32Array;
}

export interface SearchIndex {
  names: Entry[];
  makers: Entry[];
  goodsCount: number;
}

export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

const ASCII = /^[a-z0-9]+$/;

function makeEntry(text: string, spellings: string[], goods: GoodsRecord[]): Entry {
  goods.sort((a, b) => b.sales - a.sales || a.id - b.id);
  const ids = new Int32Array(goods.length);
  let sales = 0;
  goods.forEach((g, i) => {
    ids[i] = g.id;
    sales += g.sales;
  });
  const lower: string[] = [];
  const full: string[] = [];
  const initials: string[] = [];
  for (const s of spellings) {
    const keys = pinyinKeys(s);
    lower.push(normalise(s));
    full.push(keys.full);
    initials.push(keys.initials);
  }
  return { text, lower, full, initials, sales, goodsIds: ids };
}

export function buildSearchIndex(catalogue: Catalogue): SearchIndex {
  const byName = new Map<string, GoodsRecord[]>();
  const byMaker = new Map<number, GoodsRecord[]>();
  for (const g of catalogue.goods) {
    let list = byName.get(g.name);
    if (!list) byName.set(g.name, (list = []));
    list.push(g);
    let mk = byMaker.get(g.manufacturerId);
    if (!mk) byMaker.set(g.manufacturerId, (mk = []));
    mk.push(g);
  }
  const names: Entry[] = [];
  for (const [name, goods] of byName) names.push(makeEntry(name, [name], goods));
  const makers: Entry[] = [];
  for (const m of catalogue.manufacturers) {
    const goods = byMaker.get(m.id);
    if (goods) makers.push(makeEntry(m.name, m.shortName && !m.name.startsWith(m.shortName) ? [m.name, m.shortName] : [m.name], goods));
  }
  return { names, makers, goodsCount: catalogue.goods.length };
}

/**
 * Lower is better; -1 = no match. 0 exact, 1 Chinese prefix, 2 pinyin initials or full-pinyin prefix,
 * 3 Chinese substring, 4 initials substring, 5 full-pinyin substring (4+ letters, e.g. "xilin").
 */
function score(entry: Entry, q: string, ascii: boolean): number {
  let best = -1;
  for (let i = 0; i < entry.lower.length; i++) {
    const lower = entry.lower[i]!;
    let s = -1;
    if (lower === q) s = 0;
    else if (lower.startsWith(q)) s = 1;
    else if (ascii && (entry.initials[i]!.startsWith(q) || entry.full[i]!.startsWith(q))) s = 2;
    else if (lower.includes(q)) s = 3;
    else if (ascii && entry.initials[i]!.includes(q)) s = 4;
    else if (ascii && q.length >= 4 && entry.full[i]!.includes(q)) s = 5;
    if (s >= 0 && (best < 0 || s < best)) best = s;
  }
  return best;
}

function ranked(index: SearchIndex, keywords: string, type: SearchType): Entry[] {
  const q = normalise(keywords);
  if (!q) return [];
  const ascii = ASCII.test(q);
  const table = type === 1 ? index.makers : index.names;
  const hits: Array<{ entry: Entry; s: number }> = [];
  for (const entry of table) {
    const s = score(entry, q, ascii);
    if (s >= 0) hits.push({ entry, s });
  }
  hits.sort((a, b) => a.s - b.s || b.entry.sales - a.entry.sales || (a.entry.text < b.entry.text ? -1 : 1));
  return hits.map((h) => h.entry);
}

/** Suggestions for the header search box: distinct drug names (type 0) or manufacturer names (type 1). */
export function suggest(index: SearchIndex, keywords: string, type: SearchType, limit = 10): string[] {
  return ranked(index, keywords, type)
    .slice(0, Math.max(0, limit))
    .map((e) => e.text);
}

/**
 * Goods ids for a goods-list search, best match first (then best-selling). Type 1 returns the goods of matching
 * manufacturers. Empty keywords return [] — callers list without a search filter in that case.
 */
export function searchGoodsIds(index: SearchIndex, keywords: string, type: SearchType): number[] {
  const entries = ranked(index, keywords, type);
  let total = 0;
  for (const e of entries) total += e.goodsIds.length;
  const out = new Array<number>(total);
  let k = 0;
  for (const e of entries) for (let i = 0; i < e.goodsIds.length; i++) out[k++] = e.goodsIds[i]!;
  return out;
}
