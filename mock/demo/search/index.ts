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
export type MatchKind = 'name' | 'trade_name' | 'pinyin' | 'approval_number' | 'barcode' | 'manufacturer' | 'spec' | 'fuzzy';

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
export interface NameGroup {
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
}

export function normalise(text: string): string {
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
    if (g.tradeName) group('trade', g.tradeName, [g.tradeName], i);
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

  return { goods, goodsCount: n, entries, names, vocabulary, byBarcode, byPzwh, byPzwhDigits, bySpec, bySales };
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

interface WordHits {
  score: Float32Array;
  /** The entry that gave the goods its score (−1 for identifiers and specs). */
  via: Int32Array;
  how: Uint8Array;
  /** The text that matched, per entry (fuzzy: the vocabulary term that was near). */
  matchedText: Map<number, string>;
  /** Goods the word matched. */
  count: number;
}

function newHits(n: number): WordHits {
  return { score: new Float32Array(n), via: new Int32Array(n).fill(-1), how: new Uint8Array(n), matchedText: new Map(), count: 0 };
}

function mark(h: WordHits, g: number, score: number, how: How, via = -1): void {
  if (score <= h.score[g]!) return;
  if (h.score[g] === 0) h.count++;
  h.score[g] = score;
  h.how[g] = how;
  h.via[g] = via;
}

function markAll(h: WordHits, list: readonly number[] | undefined, score: number, how: How): void {
  if (list) for (const g of list) mark(h, g, score, how);
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
    else if (k.startsWith(q)) take(SCORE.prefix, How.Prefix);
    else if (k.includes(q)) take(SCORE.contains, How.Contains);
    if (ascii) {
      const ini = e.initials[i]!;
      const full = e.full[i]!;
      if (ini === q || full === q) take(SCORE.pinyinExact, How.Pinyin);
      else if (ini.startsWith(q) || full.startsWith(q)) take(SCORE.pinyinPrefix, How.Pinyin);
      else if (ini.includes(q) || (q.length >= 4 && full.includes(q))) take(SCORE.pinyinContains, How.Pinyin);
    } else if (homophone && e.full[i]!.includes(homophone)) take(SCORE.homophone, How.Homophone);
  }
  return { score: best, how };
}

function searchVocabulary(index: SearchIndex, q: string, type: SearchType, h: WordHits, scale = 1): void {
  const ascii = ASCII.test(q);
  const length = Array.from(q).length;
  const homophone = !ascii && length >= 2 ? syllables(q).join('') : null;
  const queries: Array<Record<string, unknown>> = [{ queries: [q], fields: ['zh'], prefix: true, fuzzy: !ascii && length >= 4 ? 1 : false }];
  if (ascii) queries.push({ queries: [q], fields: ['py'], prefix: true, fuzzy: q.length >= 6 ? 1 : false });
  else if (homophone && /^[a-z0-9]+$/.test(homophone)) queries.push({ queries: [homophone], fields: ['py'], prefix: true });
  const results = index.vocabulary.search({ combineWith: 'OR', queries } as never);
  for (const r of results) {
    const e = index.entries[r.id as number]!;
    if (type === 1 && e.kind !== 'maker') continue;
    let { score, how } = textScore(e, q, ascii, homophone);
    if (score === 0) {
      // Found only as a near miss: one character away from one of the entry's substrings.
      if (ascii ? q.length < 6 : length < 4) continue;
      score = SCORE.fuzzy;
      how = How.Fuzzy;
      h.matchedText.set(e.id, r.terms.find((t) => r.match[t]?.includes('zh')) ?? e.text);
    }
    score *= scale * (e.kind === 'maker' && type === 0 ? MAKER_WEIGHT : 1);
    for (const g of e.postings) mark(h, g, score, how, e.id);
  }
}

/**
 * A Chinese word of 4 or more that matched nothing (or only near misses) may be a name with its middle left out:
 * 布洛芬胶囊 for 布洛芬缓释胶囊. Try it as two pieces of 2+ characters that must both match the same goods.
 */
function searchSplit(index: SearchIndex, q: string, type: SearchType, h: WordHits): void {
  const chars = Array.from(q);
  for (let cut = chars.length - 2; cut >= 2; cut--) {
    const left = newHits(index.goodsCount);
    const right = newHits(index.goodsCount);
    searchVocabulary(index, chars.slice(0, cut).join(''), type, left);
    if (left.count === 0) continue;
    searchVocabulary(index, chars.slice(cut).join(''), type, right);
    let found = false;
    for (let g = 0; g < index.goodsCount; g++) {
      // Both pieces must be in the goods' own name (not one in the name and one in the maker's).
      const lv = left.via[g]!;
      if (left.score[g]! > 0 && right.score[g]! > 0 && lv === right.via[g] && lv >= 0) {
        mark(h, g, SCORE.split, How.Split, lv);
        found = true;
      }
    }
    if (found) return;
  }
}

function matchWord(index: SearchIndex, term: Term, type: SearchType): WordHits {
  const h = newHits(index.goodsCount);
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
  searchVocabulary(index, term.kind === 'spec' ? term.text : term.key, type, h);
  if (term.kind === 'text' && !ASCII.test(term.key) && Array.from(term.key).length >= 4) {
    let direct = false;
    for (let g = 0; g < index.goodsCount && !direct; g++) if (h.score[g]! > 0 && h.how[g] !== How.Fuzzy) direct = true;
    if (!direct) searchSplit(index, term.key, type, h);
  }
  return h;
}

// ------------------------------------------------------------------------------------------------ the whole query

interface Ranked {
  /** Goods indices, best first. */
  order: number[];
  words: WordHits[];
  terms: Term[];
}

function rank(index: SearchIndex, keywords: string, type: SearchType): Ranked {
  const terms = parseQuery(keywords);
  const n = index.goodsCount;
  if (terms.length === 0 || n === 0) return { order: [], words: [], terms };
  const total = new Float64Array(n);
  const words: WordHits[] = [];
  for (const term of terms) {
    const h = matchWord(index, term, type);
    words.push(h);
    if (words.length === 1) total.set(h.score);
    else for (let g = 0; g < n; g++) total[g] = total[g]! > 0 && h.score[g]! > 0 ? total[g]! + h.score[g]! : 0;
    if (h.count === 0) return { order: [], words, terms };
  }
  // Best score first; among equal scores, best-selling first (bySales order kept within each score).
  const buckets = new Map<number, number[]>();
  for (const g of index.bySales) {
    const s = total[g]!;
    if (s > 0) pushTo(buckets, s, g);
  }
  const order: number[] = [];
  for (const s of [...buckets.keys()].sort((a, b) => b - a)) for (const g of buckets.get(s)!) order.push(g);
  return { order, words, terms };
}

/**
 * Goods ids for a goods-list search, best match first (then best-selling). Type 1 returns the goods of matching
 * manufacturers. Empty keywords return [] — callers list without a search filter in that case.
 */
export function searchGoodsIds(index: SearchIndex, keywords: string, type: SearchType): number[] {
  return rank(index, keywords, type).order.map((g) => index.goods[g]!.id);
}

export interface Suggestion {
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
  const { order, words, terms } = rank(index, keywords, type);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (const g of order) {
    if (out.length >= max) break;
    const goods = index.goods[g]!;
    const key = type === 1 ? goods.sccj : `${goods.name}|${goods.tradeName ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
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
      const narrowing = terms.filter((_, i) => why[i]!.kind === 'manufacturer' || why[i]!.kind === 'spec').map((t) => t.text);
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
