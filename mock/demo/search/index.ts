/**
 * The demo API's goods search: one box that finds a drug the way a pharmacy names it.
 *
 * A word of the query (see query.ts) matches, for drugs (type 0):
 * - a barcode (EAN-13) or an approval number (批准文号: whole, without 国药准字, or its digits) — exact, through maps;
 * - a spec token (0.25g = 250mg, 24粒) — exact, through a map;
 * - text: a generic name, a trade name (商品名) or a manufacturer (full or short name), as Chinese, pinyin initials or
 *   full pinyin, anywhere in the name; a near miss (one wrong, missing or extra character in a word of 4 or more, a
 *   homophone, a pinyin typo); a word that leaves out the middle of a name (布洛芬胶囊 → 布洛芬缓释胶囊).
 * Every word must match (阿莫西林 华北 0.25g narrows). For manufacturers (type 1) only manufacturers' names match.
 *
 * Text matching runs on a vocabulary, not on goods: each distinct name, trade name and manufacturer is one MiniSearch
 * document whose terms are its substrings (and their pinyin), so prefix search finds any substring and MiniSearch's
 * fuzzy search (Levenshtein distance 1) finds near misses. The vocabulary has a few hundred entries however many goods
 * there are; each entry holds its goods (best-selling first), and a query adds up per-goods scores in typed arrays, so a
 * query over 50,000 goods costs a few milliseconds (npm run bench:demo).
 *
 * Ranking: an exact barcode or approval number first, then an exact generic or trade name, then relevance (how each
 * word matched), then sales.
 */
import MiniSearch from 'minisearch';
import type { Catalogue, GoodsRecord } from '../data/types';
import { syllables } from './pinyin';
import { parseQuery, specTokens, type Term } from './query';

export type SearchType = 0 | 1;

/** What a word matched, as the contract's SearchSuggestion.matched says it. */
type MatchKind = 'name' | 'trade_name' | 'pinyin' | 'approval_number' | 'barcode' | 'manufacturer' | 'spec' | 'fuzzy';

type EntryKind = 'name' | 'trade' | 'maker';

/** One distinct name, trade name or manufacturer, and its goods. */
interface Entry {
  id: number;
  kind: EntryKind;
  /** As shown: the name, the trade name, or the manufacturer's full name. */
  text: string;
  /** Spellings as written; a manufacturer has its full and short name. */
  spellings: string[];
  /** The spellings normalised (NFKC, lowercase, no spaces). */
  keys: string[];
  full: string[];
  initials: string[];
  /** Goods indices (positions in catalogue.goods), best-selling first. */
  postings: Int32Array;
  sales: number;
}

/** A distinct goods name and its goods (the purchase-list matcher reads these). */
interface NameGroup {
  text: string;
  initials: string[];
  full: string[];
  /** Goods ids, best-selling first. */
  goodsIds: Int32Array;
}

export interface SearchIndex {
  goods: readonly GoodsRecord[];
  goodsCount: number;
  entries: Entry[];
  /** Distinct goods names. */
  names: NameGroup[];
  vocabulary: MiniSearch;
  byBarcode: Map<string, number>;
  byPzwh: Map<string, number[]>;
  byPzwhDigits: Map<string, number[]>;
  bySpec: Map<string, number[]>;
  /** Goods indices, best-selling first (ties by id). */
  bySales: Int32Array;
  /** Each goods' place in bySales. */
  salesRank: Int32Array;
  /** Each goods' drug (generic name with its trade name) and manufacturer, numbered: what suggestions group by. */
  drugOf: Int32Array;
  makerOf: Int32Array;
  /** Per-word match buffers, reused by every query (see WordHits). */
  scratch: WordHits[];
}

function normalise(text: string): string {
  return String(text ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

const ASCII = /^[a-z0-9.]+$/;
/** Substrings longer than this are indexed only as suffixes (prefix search still finds them). */
const MAX_GRAM = 8;

interface Doc {
  id: number;
  zh: string;
  py: string;
}

const SEP = '\u0001';

/** Every substring of up to MAX_GRAM characters, and every suffix, of a spelling; with their pinyin. */
function termsOf(key: string): { zh: string[]; py: string[] } {
  const chars = Array.from(key);
  const syl = syllables(key);
  const zh = new Set<string>();
  const py = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    for (let j = i + 1; j <= chars.length; j++) {
      if (j - i > MAX_GRAM && j !== chars.length) continue;
      zh.add(chars.slice(i, j).join(''));
      const parts = syl.slice(i, j).filter(Boolean);
      if (parts.length) {
        py.add(parts.join(''));
        py.add(parts.map((p) => p[0]).join(''));
      }
    }
  }
  return { zh: [...zh], py: [...py] };
}

function pinyinOf(key: string): { full: string; initials: string } {
  const parts = syllables(key).filter(Boolean);
  return { full: parts.join(''), initials: parts.map((p) => p[0]).join('') };
}

function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildSearchIndex(catalogue: Catalogue): SearchIndex {
  const goods = catalogue.goods;
  const n = goods.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => goods[b]!.sales - goods[a]!.sales || goods[a]!.id - goods[b]!.id);
  const bySales = Int32Array.from(order);
  const salesRank = new Int32Array(n);
  bySales.forEach((g, r) => (salesRank[g] = r));
  const drugOf = new Int32Array(n);
  const makerOf = new Int32Array(n);
  const drugIds = new Map<string, number>();
  const makerIds = new Map<string, number>();
  goods.forEach((g, i) => {
    const drug = `${g.name}|${g.tradeName ?? ''}`;
    if (!drugIds.has(drug)) drugIds.set(drug, drugIds.size);
    if (!makerIds.has(g.sccj)) makerIds.set(g.sccj, makerIds.size);
    drugOf[i] = drugIds.get(drug)!;
    makerOf[i] = makerIds.get(g.sccj)!;
  });

  const groups = new Map<string, { kind: EntryKind; text: string; spellings: string[]; members: number[] }>();
  const group = (kind: EntryKind, text: string, spellings: string[], index: number) => {
    const key = `${kind}|${text}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { kind, text, spellings, members: [] }));
    g.members.push(index);
  };
  const makers = catalogue.manufacturersById;
  const byBarcode = new Map<string, number>();
  const byPzwh = new Map<string, number[]>();
  const byPzwhDigits = new Map<string, number[]>();
  const bySpec = new Map<string, number[]>();
  const specCache = new Map<string, string[]>();
  const pzwhCache = new Map<string, string>();
  // Goods in best-selling order, so every posting list comes out best-selling first.
  for (const i of order) {
    const g = goods[i]!;
    group('name', g.name, [g.name], i);
    if (g.tradeName && !catalogue.faults.has('search-ignores-trade-names')) group('trade', g.tradeName, [g.tradeName], i);
    const m = makers.get(g.manufacturerId);
    group('maker', g.sccj, m?.shortName && m.shortName !== g.sccj ? [g.sccj, m.shortName] : [g.sccj], i);
    byBarcode.set(g.barcode, i);
    let pz = pzwhCache.get(g.pzwh);
    if (pz === undefined) pzwhCache.set(g.pzwh, (pz = normalise(g.pzwh).toUpperCase().replace(/^国药准字/, '').replace(/[^0-9A-Z]/g, '')));
    if (pz.length >= 6) {
      pushTo(byPzwh, pz, i);
      const digits = pz.replace(/\D/g, '');
      if (digits.length >= 6) pushTo(byPzwhDigits, digits, i);
    }
    let tokens = specCache.get(g.ypgg);
    if (!tokens) specCache.set(g.ypgg, (tokens = [...new Set(specTokens(g.ypgg))]));
    for (const t of tokens) pushTo(bySpec, t, i);
  }

  const entries: Entry[] = [];
  const docs: Doc[] = [];
  for (const g of groups.values()) {
    const keys = g.spellings.map(normalise);
    const pys = keys.map(pinyinOf);
    let sales = 0;
    for (const i of g.members) sales += goods[i]!.sales;
    const entry: Entry = {
      id: entries.length,
      kind: g.kind,
      text: g.text,
      spellings: g.spellings,
      keys,
      full: pys.map((p) => p.full),
      initials: pys.map((p) => p.initials),
      postings: Int32Array.from(g.members),
      sales,
    };
    entries.push(entry);
    const zh = new Set<string>();
    const py = new Set<string>();
    for (const k of keys) {
      const t = termsOf(k);
      t.zh.forEach((x) => zh.add(x));
      t.py.forEach((x) => py.add(x));
    }
    docs.push({ id: entry.id, zh: [...zh].join(SEP), py: [...py].join(SEP) });
  }
  const vocabulary = new MiniSearch<Doc>({
    fields: ['zh', 'py'],
    tokenize: (text) => text.split(SEP),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  vocabulary.addAll(docs);

  const names: NameGroup[] = entries
    .filter((e) => e.kind === 'name')
    .map((e) => ({ text: e.text, initials: e.initials, full: e.full, goodsIds: Int32Array.from(e.postings, (i) => goods[i]!.id) }));

  return { goods, goodsCount: n, entries, names, vocabulary, byBarcode, byPzwh, byPzwhDigits, bySpec, bySales, salesRank, drugOf, makerOf, scratch: [] };
}

// ------------------------------------------------------------------------------------------------ one word's matches

/** How a goods matched one word; codes index HOW_KIND. */
const enum How {
  Barcode = 1,
  Pzwh,
  Spec,
  Exact,
  Prefix,
  Contains,
  Pinyin,
  Homophone,
  Fuzzy,
  Split,
}

/** Scores: an identifier dominates, an exact name beats any sum of partial matches of a few words. */
const SCORE = {
  barcode: 1000,
  pzwh: 1000,
  pzwhDigits: 900,
  exact: 40,
  prefix: 4,
  contains: 3,
  pinyinExact: 4,
  pinyinPrefix: 3.5,
  pinyinContains: 2.5,
  homophone: 2,
  fuzzy: 1.5,
  split: 1.5,
  spec: 2,
} as const;

/** A manufacturer's match counts a little less than a drug's own name. */
const MAKER_WEIGHT = 0.8;

/**
 * One word's matches over the goods. The arrays are the catalogue's size and reused from query to query (a query is
 * synchronous): a goods' values count only when its stamp is the word's current generation, so nothing is cleared.
 */
interface WordHits {
  gen: number;
  stamp: Uint32Array;
  score: Float32Array;
  /** The entry that gave the goods its score (−1 for identifiers and specs). */
  via: Int32Array;
  how: Uint8Array;
  /** The goods matched, in the order first matched; `count` of them. */
  touched: Int32Array;
  count: number;
  /** The text that matched, per entry (fuzzy: the vocabulary term that was near). */
  matchedText: Map<number, string>;
}

function newHits(n: number): WordHits {
  return { gen: 0, stamp: new Uint32Array(n), score: new Float32Array(n), via: new Int32Array(n), how: new Uint8Array(n), touched: new Int32Array(n), count: 0, matchedText: new Map() };
}

/** The pooled hits of word `slot`, reset for a new query. */
function hitsFor(index: SearchIndex, slot: number): WordHits {
  const h = (index.scratch[slot] ??= newHits(index.goodsCount));
  h.gen++;
  h.count = 0;
  h.matchedText.clear();
  return h;
}

const has = (h: WordHits, g: number): boolean => h.stamp[g] === h.gen;

function mark(h: WordHits, g: number, score: number, how: How, via = -1): void {
  if (h.stamp[g] !== h.gen) {
    h.stamp[g] = h.gen;
    h.touched[h.count++] = g;
  } else if (score <= h.score[g]!) return;
  h.score[g] = score;
  h.how[g] = how;
  h.via[g] = via;
}

function markAll(h: WordHits, list: readonly number[] | undefined, score: number, how: How): void {
  if (list) for (const g of list) mark(h, g, score, how);
}

/**
 * Up to half a point for how much of the name the word covers: 阿莫西林 is more of 阿莫西林胶囊 than of
 * 阿莫西林克拉维酸钾片, so the plain drug comes first. Never enough to lift a weaker kind of match over a stronger one.
 */
function covered(q: string, key: string): number {
  return (0.5 * q.length) / Math.max(q.length, key.length);
}

/** How well an entry matches a text word, by direct comparison; 0 when only MiniSearch's fuzzy search found it. */
function textScore(e: Entry, q: string, ascii: boolean, homophone: string | null): { score: number; how: How } {
  let best = 0;
  let how = How.Fuzzy;
  const take = (s: number, h: How) => {
    if (s > best) {
      best = s;
      how = h;
    }
  };
  for (let i = 0; i < e.keys.length; i++) {
    const k = e.keys[i]!;
    if (k === q) take(SCORE.exact, How.Exact);
    else if (k.startsWith(q)) take(SCORE.prefix + covered(q, k), How.Prefix);
    else if (k.includes(q)) take(SCORE.contains + covered(q, k), How.Contains);
    if (ascii) {
      const ini = e.initials[i]!;
      const full = e.full[i]!;
      if (ini === q || full === q) take(SCORE.pinyinExact, How.Pinyin);
      else if (ini.startsWith(q)) take(SCORE.pinyinPrefix + covered(q, ini), How.Pinyin);
      else if (full.startsWith(q)) take(SCORE.pinyinPrefix + covered(q, full), How.Pinyin);
      else if (ini.includes(q)) take(SCORE.pinyinContains + covered(q, ini), How.Pinyin);
      else if (q.length >= 4 && full.includes(q)) take(SCORE.pinyinContains + covered(q, full), How.Pinyin);
    } else if (homophone && e.full[i]!.includes(homophone)) take(SCORE.homophone, How.Homophone);
  }
  return { score: best, how };
}

/** An entry a text word matched, and how well. */
interface EntryHit {
  entry: Entry;
  score: number;
  how: How;
  /** For a near miss: the entry's text it was near. */
  near?: string;
}

function vocabularyHits(index: SearchIndex, q: string, type: SearchType): EntryHit[] {
  const ascii = ASCII.test(q);
  const length = Array.from(q).length;
  const homophone = !ascii && length >= 2 ? syllables(q).join('') : null;
  const queries: Array<Record<string, unknown>> = [{ queries: [q], fields: ['zh'], prefix: true, fuzzy: !ascii && length >= 4 ? 1 : false }];
  if (ascii) queries.push({ queries: [q], fields: ['py'], prefix: true, fuzzy: q.length >= 6 ? 1 : false });
  else if (homophone && /^[a-z0-9]+$/.test(homophone)) queries.push({ queries: [homophone], fields: ['py'], prefix: true });
  const hits: EntryHit[] = [];
  for (const r of index.vocabulary.search({ combineWith: 'OR', queries } as never)) {
    const entry = index.entries[r.id as number]!;
    if (type === 1 && entry.kind !== 'maker') continue;
    const { score, how } = textScore(entry, q, ascii, homophone);
    if (score > 0) hits.push({ entry, score, how });
    // Found only as a near miss: one character away from one of the entry's substrings.
    else if (ascii ? q.length >= 6 : length >= 4)
      hits.push({ entry, score: SCORE.fuzzy, how: How.Fuzzy, near: r.terms.find((t) => r.match[t]?.includes('zh')) ?? entry.text });
  }
  return hits;
}

function applyHits(h: WordHits, hits: readonly EntryHit[], type: SearchType): void {
  for (const hit of hits) {
    const score = hit.score * (hit.entry.kind === 'maker' && type === 0 ? MAKER_WEIGHT : 1);
    if (hit.near !== undefined) h.matchedText.set(hit.entry.id, hit.near);
    for (const g of hit.entry.postings) mark(h, g, score, hit.how, hit.entry.id);
  }
}

/**
 * A Chinese word of 4 or more that matched nothing (or only near misses) may be a name with its middle left out:
 * 布洛芬胶囊 for 布洛芬缓释胶囊. Try it as two pieces of 2+ characters that must both be in the same name.
 */
function splitHits(index: SearchIndex, q: string, type: SearchType): EntryHit[] {
  const chars = Array.from(q);
  for (let cut = chars.length - 2; cut >= 2; cut--) {
    const left = vocabularyHits(index, chars.slice(0, cut).join(''), type).filter((x) => x.how !== How.Fuzzy);
    if (left.length === 0) continue;
    const right = new Set(vocabularyHits(index, chars.slice(cut).join(''), type).filter((x) => x.how !== How.Fuzzy).map((x) => x.entry.id));
    const both = left.filter((x) => right.has(x.entry.id));
    if (both.length) return both.map((x) => ({ entry: x.entry, score: SCORE.split, how: How.Split }));
  }
  return [];
}

function matchWord(index: SearchIndex, term: Term, type: SearchType, slot: number): WordHits {
  const h = hitsFor(index, slot);
  if (type === 0) {
    switch (term.kind) {
      case 'barcode': {
        const g = index.byBarcode.get(term.key);
        if (g !== undefined) mark(h, g, SCORE.barcode, How.Barcode);
        return h;
      }
      case 'pzwh':
        markAll(h, index.byPzwh.get(term.key), SCORE.pzwh, How.Pzwh);
        return h;
      case 'digits':
        markAll(h, index.byPzwhDigits.get(term.key), SCORE.pzwhDigits, How.Pzwh);
        break;
      case 'spec':
        // A spec word may also be part of a name (碳酸钙D3片 for "3片"): both count.
        markAll(h, index.bySpec.get(term.key), SCORE.spec, How.Spec);
        break;
      case 'text':
        break;
    }
  }
  const word = term.kind === 'spec' ? term.text : term.key;
  const hits = vocabularyHits(index, word, type);
  applyHits(h, hits, type);
  if (term.kind === 'text' && !ASCII.test(word) && Array.from(word).length >= 4 && hits.every((x) => x.how === How.Fuzzy)) applyHits(h, splitHits(index, word, type), type);
  return h;
}

// ------------------------------------------------------------------------------------------------ the whole query

interface Matched {
  /** The goods every word matched (goods indices), unordered; `count` of them. */
  goods: Int32Array;
  count: number;
  /** Their summed scores, by position in `goods`. */
  total: Float64Array;
  words: WordHits[];
  terms: Term[];
}

const NONE: Matched = { goods: new Int32Array(0), count: 0, total: new Float64Array(0), words: [], terms: [] };

/** The goods that match every word, with their summed scores. */
function match(index: SearchIndex, keywords: string, type: SearchType): Matched {
  const terms = parseQuery(keywords);
  if (terms.length === 0 || index.goodsCount === 0) return { ...NONE, terms };
  const words: WordHits[] = [];
  for (const term of terms) {
    const h = matchWord(index, term, type, words.length);
    words.push(h);
    if (h.count === 0) return { ...NONE, words, terms };
  }
  // Walk the word with the fewest goods; keep those every other word has.
  const fewest = words.reduce((a, b) => (b.count < a.count ? b : a));
  const goods = new Int32Array(fewest.count);
  const total = new Float64Array(fewest.count);
  let count = 0;
  for (let i = 0; i < fewest.count; i++) {
    const g = fewest.touched[i]!;
    let sum = 0;
    let all = true;
    for (const w of words) {
      if (!has(w, g)) {
        all = false;
        break;
      }
      sum += w.score[g]!;
    }
    if (all) {
      goods[count] = g;
      total[count++] = sum;
    }
  }
  return { goods, count, total, words, terms };
}

/** Best score first, then best-selling: one native sort of keys (score's place among the distinct scores, sales rank). */
function ordered(index: SearchIndex, m: Matched): Int32Array {
  const distinct = [...new Set(m.total.subarray(0, m.count))].sort((a, b) => b - a);
  const place = new Map(distinct.map((s, i) => [s, i]));
  const span = index.goodsCount;
  const keys = new Float64Array(m.count);
  for (let i = 0; i < m.count; i++) keys[i] = place.get(m.total[i]!)! * span + index.salesRank[m.goods[i]!]!;
  keys.sort();
  const out = new Int32Array(m.count);
  for (let i = 0; i < m.count; i++) out[i] = index.bySales[keys[i]! % span]!;
  return out;
}

/**
 * Goods ids for a goods-list search, best match first (then best-selling). Type 1 returns the goods of matching
 * manufacturers. Empty keywords return [] — callers list without a search filter in that case.
 */
export function searchGoodsIds(index: SearchIndex, keywords: string, type: SearchType): number[] {
  const m = match(index, keywords, type);
  if (m.count === 0) return [];
  const order = ordered(index, m);
  const ids = new Array<number>(order.length);
  for (let i = 0; i < order.length; i++) ids[i] = index.goods[order[i]!]!.id;
  return ids;
}

interface Suggestion {
  keywords: string;
  name: string;
  trade_name: string | null;
  matched: MatchKind;
  matched_text: string;
  goods_id: number | null;
}

/** The more a match says about the goods, the more it is worth showing. */
const SHOWN_FIRST: readonly MatchKind[] = ['barcode', 'approval_number', 'trade_name', 'spec', 'manufacturer', 'fuzzy', 'pinyin', 'name'];

/** The spelling of an entry a word matched (as written; the shortest that holds it), or its pinyin that did. */
function spellingMatched(entry: Entry, term: Term, how: How): string {
  let best: string | null = null;
  for (let i = 0; i < entry.keys.length; i++) {
    const hit =
      how === How.Pinyin
        ? [entry.initials[i]!, entry.full[i]!].find((p) => p.includes(term.key))
        : entry.keys[i]!.includes(term.key)
          ? entry.spellings[i]!
          : undefined;
    if (hit !== undefined && (best === null || hit.length < best.length)) best = hit;
  }
  return best ?? (how === How.Pinyin ? entry.initials[0]! : entry.text);
}

/** The part of an entry's name that sounds like a homophone word (连花清温 → 连花清瘟), or the whole name. */
function soundsLike(entry: Entry, term: Term): string {
  const chars = Array.from(entry.spellings[0]!);
  const syl = syllables(entry.keys[0]!);
  const want = syllables(term.key).join('');
  for (let i = 0; i < syl.length; i++) {
    let said = '';
    for (let j = i; j < syl.length && said.length < want.length; j++) {
      said += syl[j];
      if (said === want) return chars.slice(i, j + 1).join('');
    }
  }
  return entry.text;
}

function explain(index: SearchIndex, word: WordHits, term: Term, g: number): { kind: MatchKind; text: string } {
  const goods = index.goods[g]!;
  const how = word.how[g] as How;
  if (how === How.Barcode) return { kind: 'barcode', text: goods.barcode };
  if (how === How.Pzwh) return { kind: 'approval_number', text: goods.pzwh };
  if (how === How.Spec) return { kind: 'spec', text: goods.ypgg };
  const entry = index.entries[word.via[g]!];
  if (!entry) return { kind: 'name', text: goods.name };
  if (how === How.Fuzzy) return { kind: 'fuzzy', text: word.matchedText.get(entry.id) ?? entry.text };
  if (how === How.Homophone) return { kind: 'fuzzy', text: soundsLike(entry, term) };
  if (entry.kind === 'trade') return { kind: 'trade_name', text: entry.text };
  if (how === How.Pinyin) return { kind: 'pinyin', text: spellingMatched(entry, term, how) };
  if (entry.kind === 'maker') return { kind: 'manufacturer', text: spellingMatched(entry, term, how) };
  return { kind: 'name', text: entry.text };
}

/**
 * Suggestions for the header box, best first: distinct drugs (generic name with its trade name) for type 0, each
 * saying what matched; manufacturers for type 1. A suggestion whose identifier (barcode, 批准文号) names one goods
 * gives that goods' id.
 */
export function suggest(index: SearchIndex, keywords: string, type: SearchType, limit = 10): Suggestion[] {
  const max = Math.max(0, limit);
  const m = match(index, keywords, type);
  if (m.count === 0 || max === 0) return [];
  const { words, terms } = m;
  // Each drug (or manufacturer) is represented by its best goods: highest score, then best-selling.
  const groupOf = type === 1 ? index.makerOf : index.drugOf;
  const best = new Map<number, number>();
  for (let i = 0; i < m.count; i++) {
    const group = groupOf[m.goods[i]!]!;
    const held = best.get(group);
    if (held === undefined || m.total[i]! > m.total[held]! || (m.total[i] === m.total[held] && index.salesRank[m.goods[i]!]! < index.salesRank[m.goods[held]!]!)) best.set(group, i);
  }
  const top = [...best.values()]
    .sort((a, b) => m.total[b]! - m.total[a]! || index.salesRank[m.goods[a]!]! - index.salesRank[m.goods[b]!]!)
    .slice(0, max);
  const out: Suggestion[] = [];
  for (const i of top) {
    const g = m.goods[i]!;
    const goods = index.goods[g]!;
    const why = terms.map((t, w) => explain(index, words[w]!, t, g));
    if (type === 1) {
      const main = why.find((x) => x.kind === 'pinyin') ?? why[0]!;
      out.push({ keywords: goods.sccj, name: goods.sccj, trade_name: null, matched: main.kind, matched_text: main.text, goods_id: null });
      continue;
    }
    const main = [...why].sort((a, b) => SHOWN_FIRST.indexOf(a.kind) - SHOWN_FIRST.indexOf(b.kind))[0]!;
    const idWord = why.findIndex((x) => x.kind === 'barcode' || x.kind === 'approval_number');
    // What to search when chosen: the identifier; else the drug's name (its trade name when that is what was typed)
    // with the words that narrowed it (maker, spec) as typed.
    let searchFor: string;
    if (idWord >= 0) searchFor = why[idWord]!.text;
    else {
      const head = main.kind === 'trade_name' && goods.tradeName ? goods.tradeName : goods.name;
      const narrowing = terms.filter((_, k) => why[k]!.kind === 'manufacturer' || why[k]!.kind === 'spec').map((t) => t.text);
      searchFor = [head, ...narrowing].join(' ');
    }
    out.push({
      keywords: searchFor,
      name: goods.name,
      trade_name: goods.tradeName,
      matched: main.kind,
      matched_text: main.text,
      goods_id: idWord >= 0 && words[idWord]!.count === 1 ? goods.id : null,
    });
  }
  return out;
}
