import type { SearchSuggestion } from '@generated/models/searchSuggestion';
import { SearchSuggestionMatched } from '@generated/models/searchSuggestionMatched';
import { shownTradeName } from '@/domain/goods-name';
import { SEARCH_TYPE, type SearchType } from '@/lib/routes/links';

/** At most this many suggestions are shown (the contract's maxItems). */
export const MAX_SUGGESTIONS = 10;

/** A suggestion as the box uses it: read from the server's answer, never trusted further than checked here. */
export interface Suggestion {
  keywords: string;
  name: string;
  tradeName: string | null;
  /** What the words matched; null for a kind this site does not know (shown as a plain name). */
  matched: SearchSuggestion['matched'] | null;
  matchedText: string;
  /** Choosing it opens this goods' detail instead of searching. */
  goodsId: number | null;
}

const KINDS = new Set<string>(Object.values(SearchSuggestionMatched));

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * One item of GET /api/goods/search, or null when it cannot be shown or chosen: an item needs a name to show and
 * keywords to search. Everything else is optional here: a trade name, matched text or goods id that is not what the
 * contract says is left out, and an unknown kind of match is shown as a plain name.
 */
export function readSuggestion(item: unknown): Suggestion | null {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
  const o = item as Record<string, unknown>;
  const keywords = text(o.keywords);
  const name = text(o.name);
  if (keywords === '' || name === '') return null;
  const id = o.goods_id;
  return {
    keywords,
    name,
    tradeName: shownTradeName(name, typeof o.trade_name === 'string' ? o.trade_name : null),
    matched: typeof o.matched === 'string' && KINDS.has(o.matched) ? (o.matched as Suggestion['matched']) : null,
    matchedText: text(o.matched_text),
    goodsId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}

/** The suggestions of an answer's `data`: malformed items dropped, at most ten. */
export function readSuggestions(data: unknown): Suggestion[] {
  if (!Array.isArray(data)) return [];
  const out: Suggestion[] = [];
  for (const item of data) {
    const s = readSuggestion(item);
    if (s) out.push(s);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}

/** A run of shown text; `mark` runs are what matched. */
export interface Run {
  text: string;
  mark: boolean;
}

/** How an option shows a suggestion. */
export interface SuggestionView {
  /** 布洛芬缓释胶囊（芬必得）; for a trade-name match the trade name first: 芬必得 → 布洛芬缓释胶囊 (`tradeFirst`). */
  name: Run[];
  /** With `tradeFirst`, the generic name after the arrow. */
  generic?: Run[];
  tradeFirst: boolean;
  /** What else matched, e.g. 批准文号 国药准字H44194730: a label and the matched text. */
  detail?: { label: string; value: Run[] };
}

/** Secondary text for matches outside the name: the label before the matched text. */
const DETAIL_LABEL: Partial<Record<SearchSuggestion['matched'], string>> = {
  approval_number: '批准文号',
  barcode: '条码',
  manufacturer: '厂家',
  spec: '规格',
  fuzzy: '近似：',
};

/** ASCII letters in lower case, every other character as it is (so indexes still match the original text). */
const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * `text` cut into runs with every occurrence of each of `terms` marked (ASCII letters of any case: 批准文号 letters,
 * pinyin). Nothing is marked for no terms, or blank ones.
 */
export function markRuns(text: string, terms: readonly string[]): Run[] {
  const lower = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms.map((t) => fold(t.trim())).filter((t) => t !== '')) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) marked.fill(true, at, at + term.length);
  }
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.mark === marked[i]) last.text += text[i];
    else runs.push({ text: text[i] ?? '', mark: marked[i] ?? false });
  }
  return runs.length ? runs : [{ text, mark: false }];
}

const contains = (text: string, term: string) => term.trim() !== '' && fold(text).includes(fold(term.trim()));

/**
 * What to mark in `shown`: the typed words that appear in it (each of several: 阿莫西林 华北), else the server's
 * matched text where it appears (a near miss, a trade name found by its pinyin), else nothing.
 */
function termsIn(shown: string, typed: string, matchedText: string): string[] {
  const words = typed.split(/\s+/).filter((w) => contains(shown, w));
  if (words.length) return words;
  return contains(shown, matchedText) ? [matchedText] : [];
}

/**
 * How to show a suggestion for what was typed. Drugs: the generic name with the trade name beside it, the trade name
 * first when that is what matched, and a small secondary text for a match elsewhere (批准文号, 条码, 厂家, 规格, 近似).
 * Manufacturers: the name, and the short name that matched when the name does not contain it.
 */
export function viewSuggestion(s: Suggestion, typed: string, type: SearchType): SuggestionView {
  const full = s.tradeName ? `${s.name}（${s.tradeName}）` : s.name;
  const mark = (shown: string) => markRuns(shown, termsIn(shown, typed, s.matchedText));
  const label = s.matched ? DETAIL_LABEL[s.matched] : undefined;

  if (type === SEARCH_TYPE.manufacturer) {
    const view: SuggestionView = { name: mark(s.name), tradeFirst: false };
    if (s.matched === 'fuzzy' && s.matchedText) view.detail = { label: '近似：', value: [{ text: s.matchedText, mark: false }] };
    else if (s.matched === 'manufacturer' && s.matchedText && !contains(s.name, s.matchedText)) {
      view.detail = { label: '简称', value: mark(s.matchedText) };
    }
    return view;
  }
  if (s.matched === 'trade_name' && s.tradeName) {
    return { name: mark(s.tradeName), generic: mark(s.name), tradeFirst: true };
  }
  const view: SuggestionView = { name: mark(full), tradeFirst: false };
  if (!label || s.matchedText === '') return view;
  // A near miss: the name shows where it landed, the small text that it was a near miss. Elsewhere the small text
  // shows what matched (批准文号, 条码, 厂家, 规格), the typed words in it highlighted, or all of it.
  view.detail = { label, value: s.matched === 'fuzzy' ? [{ text: s.matchedText, mark: false }] : mark(s.matchedText) };
  return view;
}
