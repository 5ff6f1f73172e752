/**
 * What a buyer typed, read as search terms: barcodes, approval numbers (批准文号), spec tokens and text.
 *
 * Words are separated by spaces (any width), commas or brackets (阿莫西林胶囊(阿莫仙) is two words); every word must match (AND). A spec written against a name
 * ("布洛芬0.3g") becomes two words. Comparisons use the shared rules of src/domain: NFKC folding, normaliseSpec
 * (0.25g = 250mg, 24粒 = 24s) and normalisePzwh (国药准字H44194730 = H44194730).
 */
import { readBarcode } from '@/domain/barcode';
import { normalisePzwh, normaliseSpec } from '@/domain/purchase-list';

export type Term =
  | { kind: 'barcode'; text: string; key: string }
  | { kind: 'pzwh'; text: string; key: string }
  /** Six or more digits: the digits of an approval number, or text. */
  | { kind: 'digits'; text: string; key: string }
  | { kind: 'spec'; text: string; key: string }
  | { kind: 'text'; text: string; key: string };

/** A spec word: a number with a unit (0.25g, 250毫克, 24粒, 10ml, 2%, 80万单位). */
const SPEC_WORD = /^\d+(?:\.\d+)?(?:mg|g|ml|μg|ug|mcg|毫克|克|毫升|微克|粒|片|袋|支|丸|贴|枚|包|瓶|s|%|万单位|单位|iu)$/;
/** A name with a spec glued to its end: 布洛芬0.3g. */
const TRAILING_SPEC = /^(.*[^\d.*])(\d+(?:\.\d+)?(?:mg|g|ml|μg|ug|mcg|毫克|克|毫升|微克|粒|片|袋|支|丸|s|%))$/;
/** Approval-number shapes: 国药准字H…, H44194730, 国械注准…, 冀械备…, 国食健注G…, …卫消证字…. */
const PZWH_WORD = /^(?:国药准字[a-z]?\d{6,}|[hzsbtfj]\d{8}|.*(?:械注准|械备|食健注|卫消证字|药准字).*\d{4,}.*)$/;
const WORD_SPLIT = /[\s,，、;；]+/;

/** Spec tokens of a spec as the catalogue writes it or a buyer types it: each number with its unit, normalised. */
export function specTokens(spec: string): string[] {
  const norm = normaliseSpec(spec);
  return norm.match(/\d+(?:\.\d+)?(?:mg|μg|ml|#|%|万单位|单位|iu)/g) ?? [];
}

function wordTerms(word: string): Term[] {
  const barcode = readBarcode(word);
  if (barcode) return [{ kind: 'barcode', text: word, key: barcode }];
  if (PZWH_WORD.test(word)) {
    const key = normalisePzwh(word);
    if (key.length >= 6) return [{ kind: 'pzwh', text: word, key }];
  }
  if (/^\d{6,}$/.test(word)) return [{ kind: 'digits', text: word, key: word }];
  const parts = word.split(/[*×✕]/).filter(Boolean);
  if (parts.length > 1 && parts.every((p) => SPEC_WORD.test(p))) return parts.flatMap(wordTerms);
  if (SPEC_WORD.test(word)) {
    const [key] = specTokens(word);
    if (key) return [{ kind: 'spec', text: word, key }];
  }
  const glued = TRAILING_SPEC.exec(word);
  if (glued?.[1] && glued[2]) return [...wordTerms(glued[1]), ...wordTerms(glued[2])];
  return [{ kind: 'text', text: word, key: word }];
}

/** The terms of a query (at most 8 words, the rest ignored); [] when there is nothing to search. */
export function parseQuery(keywords: string): Term[] {
  const words = String(keywords ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[()（）[\]【】"'“”‘’<>《》]/g, ' ')
    .replace(/国药准字\s+/g, '国药准字')
    .split(WORD_SPLIT)
    .filter(Boolean)
    .slice(0, 8);
  return words.flatMap(wordTerms);
}
