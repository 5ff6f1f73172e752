import type { PurchaseListCandidate } from '@generated/models/purchaseListCandidate';
import type { PurchaseListMatchRow } from '@generated/models/purchaseListMatchRow';
import type { PurchaseListRowInput } from '@generated/models/purchaseListRowInput';
import { fenToYuan } from '@/domain/money';
import { normalizeQuantity, quantityStep } from '@/domain/packing';
import { foldText, normaliseMaker, normaliseName, normalisePzwh, normaliseSpec, similarity } from '@/domain/purchase-list';
import type { PartialHandlers } from '../../core/engine';
import { invalid, reply } from '../../core/respond';
import type { FieldErrors } from '../../core/validate';
import { lineStock } from '../../data/inventory';
import type { Catalogue, GoodsRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { searchIndex } from '../catalogue/search';
import { suggest } from '../../search';
import { requireBuyer, type Ctx } from '../shared/buyer';
import { blockFor, defaultStock } from '../shared/goods-view';
import { pinyinKeys } from '../../search/pinyin';

/**
 * Purchase-list import (批量采购): each row of a buyer's list matched to the catalogue. 批准文号 first; else the name
 * (Chinese, pinyin initials or full pinyin, compared after the shared normalising rules of src/domain/purchase-list),
 * then spec and manufacturer. A name the catalogue does not hold as such — a trade name (芬必得), a homophone, a wrong
 * character — is read by the goods search of the header box (mock/demo/search). The index below is derived from the catalogue once (WeakMap, never persisted); a row
 * scores the few hundred distinct names, then only the goods of its best names, so a 200-row list at 50,000 goods
 * answers in tens of milliseconds (npm run bench:import).
 */

/** One name + spec + manufacturer of the catalogue: every goods of it scores the same for a row. */
interface Variant {
  spec: string;
  nums: number[];
  manufacturerId: number;
  /** Best-selling first. */
  goods: GoodsRecord[];
}

interface NameEntry {
  text: string;
  norm: string;
  /** foldText of the name, to find a spec typed right after it. */
  folded: string;
  grams: Grams;
  initials: string;
  full: string;
  variants: Variant[];
}

interface MakerKeys {
  full: string;
  short: string;
  initials: string;
  shortInitials: string;
}

interface MatchIndex {
  names: NameEntry[];
  byName: Map<string, NameEntry>;
  byPzwh: Map<string, GoodsRecord[]>;
  byBarcode: Map<string, GoodsRecord>;
  makers: Map<number, MakerKeys>;
  specs: Map<string, Spec>;
}

type Grams = Map<string, number> & { total?: number };

/** Character bigrams with counts (the single character for a one-character string), for similarity. */
function gramsOf(s: string): Grams {
  const out: Grams = new Map();
  if (s.length === 1) out.set(s, 1);
  for (let i = 0; i < s.length - 1; i++) {
    const g = s.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  out.total = Math.max(0, s.length - 1) || (s.length ? 1 : 0);
  return out;
}

/** similarity() of src/domain over pre-computed bigrams (the same Dice coefficient, without rebuilding the maps). */
function dice(a: Grams, b: Grams): number {
  const total = (a.total ?? 0) + (b.total ?? 0);
  if (total === 0) return 0;
  let both = 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const [g, n] of small) both += Math.min(n, big.get(g) ?? 0);
  return (2 * both) / total;
}

const indexes = new WeakMap<Catalogue, MatchIndex>();

/** A real approval number after normalising: a letter and digits (herbs cite the pharmacopoeia instead). */
const PZWH = /^[A-Z]{1,2}\d{6,}$/;

/** A normalised spec and its numbers (250mg*24# → [250, 24]), sorted, which decide how close two specs are. */
interface Spec {
  spec: string;
  nums: number[];
}

function specOf(index: MatchIndex, spec: string): Spec {
  let s = index.specs.get(spec);
  if (s === undefined) {
    const norm = normaliseSpec(spec);
    const nums = (norm.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).sort((a, b) => a - b);
    index.specs.set(spec, (s = { spec: norm, nums }));
  }
  return s;
}

/** How close two specs are, 0..1: 1 when equal, else the share of numbers they have in common (sorted merge). */
function specCloseness(a: Spec, spec: string, nums: number[]): number {
  if (a.spec === spec) return 1;
  const x = a.nums;
  if (x.length === 0 || nums.length === 0) return 0;
  let i = 0;
  let j = 0;
  let both = 0;
  while (i < x.length && j < nums.length) {
    if (x[i] === nums[j]) {
      both++;
      i++;
      j++;
    } else if (x[i]! < nums[j]!) i++;
    else j++;
  }
  return (0.9 * 2 * both) / (x.length + nums.length);
}

function matchIndex(cat: Catalogue): MatchIndex {
  const cached = indexes.get(cat);
  if (cached) return cached;
  const search = searchIndex(cat);
  const byId = cat.goodsById;
  const index: MatchIndex = { names: [], byName: new Map(), byPzwh: new Map(), byBarcode: new Map(), makers: new Map(), specs: new Map() };
  for (const e of search.names) {
    const variants = new Map<string, Variant>();
    for (const id of e.goodsIds) {
      const g = byId.get(id);
      if (!g) continue;
      const key = `${g.ypgg}|${g.manufacturerId}`;
      let v = variants.get(key);
      if (!v) {
        const s = specOf(index, g.ypgg);
        variants.set(key, (v = { spec: s.spec, nums: s.nums, manufacturerId: g.manufacturerId, goods: [] }));
      }
      v.goods.push(g); // goodsIds are best-selling first
    }
    const norm = normaliseName(e.text);
    const entry: NameEntry = { text: e.text, norm, folded: foldText(e.text), grams: gramsOf(norm), initials: e.initials[0] ?? '', full: e.full[0] ?? '', variants: [...variants.values()] };
    index.names.push(entry);
    index.byName.set(e.text, entry);
  }
  for (const g of cat.goods) {
    if (g.barcode) index.byBarcode.set(g.barcode, g);
    const key = normalisePzwh(g.pzwh);
    if (!PZWH.test(key)) continue;
    let list = index.byPzwh.get(key);
    if (!list) index.byPzwh.set(key, (list = []));
    list.push(g);
  }
  for (const m of cat.manufacturers) {
    const short = normaliseMaker(m.shortName || m.name);
    index.makers.set(m.id, { full: normaliseMaker(m.name), short, initials: m.pinyinInitials, shortInitials: pinyinKeys(m.shortName || m.name).initials });
  }
  indexes.set(cat, index);
  return index;
}

/** Builds the match index now rather than in the first buyer's request. */
export function warmPurchaseListIndex(cat: Catalogue): void {
  matchIndex(cat);
}

const ASCII = /^[a-z0-9]+$/;

/** How well a typed name fits a catalogue name, 0..1. */
function nameScore(entry: NameEntry, norm: string, grams: Grams, folded: string, ascii: boolean): number {
  if (ascii) {
    if (folded === entry.initials || folded === entry.full) return 0.97;
    if (folded.length >= 3 && (entry.initials.startsWith(folded) || entry.full.startsWith(folded))) return 0.86;
    if (folded.length >= 4 && entry.full.includes(folded)) return 0.7;
    return 0;
  }
  if (norm === entry.norm) return 1;
  const d = dice(grams, entry.grams);
  if (norm.length >= 2 && (entry.norm.includes(norm) || norm.includes(entry.norm))) return 0.75 + 0.2 * d;
  return 0.9 * d;
}

function makerScore(keys: MakerKeys | undefined, typed: string, typedFolded: string): number {
  if (!keys) return 0;
  if (ASCII.test(typedFolded)) {
    return typedFolded.length >= 2 && (keys.initials.startsWith(typedFolded) || keys.shortInitials === typedFolded) ? 0.9 : 0;
  }
  if (typed === keys.full || typed === keys.short) return 1;
  if (typed.length >= 2 && (keys.full.includes(typed) || typed.includes(keys.short))) return 0.95;
  return 0.8 * Math.max(similarity(typed, keys.full), similarity(typed, keys.short));
}

export interface Scored {
  goods: GoodsRecord;
  score: number;
}

/** A row as the matching reads it: the purchase list's, or a stock export's (which may carry a barcode). */
type MatchRowInput = Pick<PurchaseListRowInput, 'name' | 'spec' | 'maker' | 'pzwh'> & { barcode?: string };

/** The goods a row may mean, best first, one per name + spec + manufacturer (its first goods in stock, best-selling). */
function rankRow(ctx: Ctx, index: MatchIndex, row: MatchRowInput): Scored[] {
  // A barcode names one goods: it is the match, whatever else the row says.
  const code = row.barcode ? foldText(row.barcode).replace(/[^0-9]/g, '') : '';
  const byCode = code ? index.byBarcode.get(code) : undefined;
  if (byCode) return [{ goods: byCode, score: 0.99 }];
  const typedSpec = row.spec?.trim() ? specOf(index, row.spec) : null;
  const makerTyped = row.maker?.trim() ? normaliseMaker(row.maker) : '';
  const makerFolded = row.maker ? foldText(row.maker) : '';
  const makerScores = new Map<number, number>();
  const specScore = (spec: string, nums: number[], typed = typedSpec) => (typed ? specCloseness(typed, spec, nums) : 0);
  /** `typed` is the spec column, or the spec run together with the name (头孢克肟分散片0.1g*10片). */
  const weigh = (name: number, spec: string, nums: number[], manufacturerId: number, typed = typedSpec): number => {
    const s = specScore(spec, nums, typed);
    let m = 0;
    if (makerTyped) {
      const known = makerScores.get(manufacturerId);
      m = known ?? makerScore(index.makers.get(manufacturerId), makerTyped, makerFolded);
      if (known === undefined) makerScores.set(manufacturerId, m);
    }
    if (typed && makerTyped) return name * 0.6 + s * 0.25 + m * 0.15;
    if (typed) return name * 0.7 + s * 0.3;
    if (makerTyped) return name * 0.75 + m * 0.25;
    return name * 0.9;
  };
  const groups: Array<{ goods: GoodsRecord[]; score: number }> = [];
  const pzwh = row.pzwh ? normalisePzwh(row.pzwh) : '';
  const byPzwh = pzwh ? index.byPzwh.get(pzwh) : undefined;
  if (byPzwh) {
    // The approval number names the product and maker; the spec, when given, picks among its packs.
    for (const g of byPzwh) {
      const s = specOf(index, g.ypgg);
      groups.push({ goods: [g], score: typedSpec ? 0.8 + 0.2 * specScore(s.spec, s.nums) : 0.92 });
    }
  } else if (row.name?.trim()) {
    const norm = normaliseName(row.name);
    const folded = foldText(row.name);
    const ascii = ASCII.test(folded);
    const grams = gramsOf(norm);
    const names = index.names
      .map((e) => ({ e, s: nameScore(e, norm, grams, folded, ascii) }))
      .filter((n) => n.s >= 0.45)
      .sort((a, b) => b.s - a.s);
    // A trade name in brackets (布洛芬缓释胶囊(芬必得)) picks that maker's product among the name's makers.
    const bracketed = /[(（【[]([^)）】\]]+)[)）】\]]/.exec(row.name)?.[1]?.trim() ?? '';
    // Names far below the best cannot overtake it on spec and maker; only the close ones are weighed.
    const best = names[0]?.s ?? 0;
    for (const { e, s } of names.filter((n) => n.s >= best - 0.25).slice(0, 4)) {
      const rest = !typedSpec && folded.startsWith(e.folded) ? folded.slice(e.folded.length) : '';
      const typed = rest ? specOf(index, rest) : typedSpec;
      for (const v of e.variants) {
        const trade = bracketed !== '' && v.goods[0]!.tradeName === bracketed ? 0.05 : 0;
        groups.push({ goods: v.goods, score: weigh(s, v.spec, v.nums, v.manufacturerId, typed) + trade });
      }
    }
    // A name the lists do not hold as such — a trade name (芬必得), a homophone or a wrong character — is read by the
    // goods search the header box uses; its drugs are weighed like names a little less sure than an exact one.
    if (best < 0.75) {
      for (const hit of suggest(searchIndex(ctx.db.catalogue), row.name, 0, 4)) {
        const e = index.byName.get(hit.name);
        if (!e) continue;
        const sure = hit.matched === 'trade_name' ? 0.95 : hit.matched === 'fuzzy' ? 0.8 : 0;
        if (sure === 0) continue;
        for (const v of e.variants) {
          if (hit.matched === 'trade_name' && v.goods[0]!.tradeName !== hit.trade_name) continue;
          groups.push({ goods: v.goods, score: weigh(sure, v.spec, v.nums, v.manufacturerId) });
        }
      }
    }
  }
  groups.sort((a, b) => b.score - a.score || b.goods[0]!.sales - a.goods[0]!.sales || a.goods[0]!.id - b.goods[0]!.id);
  const inventory = ctx.db.inventory;
  const out: Scored[] = [];
  const seen = new Set<string>();
  for (const grp of groups) {
    const first = grp.goods[0]!;
    const key = `${first.name}|${first.ypgg}|${first.manufacturerId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const goods = grp.goods.find((g) => lineStock(inventory, defaultStock(inventory, g)) > 0) ?? first;
    out.push({ goods, score: grp.score });
    if (out.length === 5) break;
  }
  return out;
}

/**
 * The goods a stock export row may mean (补货建议), best first, with the same rules as a purchase-list row: barcode,
 * 批准文号, then name (trade names, pinyin, typos), spec and manufacturer. Scores are 0..1.
 */
export function rankStockRow(ctx: Ctx, row: MatchRowInput): Scored[] {
  return rankRow(ctx, matchIndex(ctx.db.catalogue), row);
}

function candidateOf(ctx: Ctx, s: Scored, wanted: number | undefined): PurchaseListCandidate {
  const account = requireBuyer(ctx);
  const g = s.goods;
  const line = defaultStock(ctx.db.inventory, g);
  const stock = lineStock(ctx.db.inventory, line);
  const { block, seePrice } = blockFor(ctx, g, account, stock);
  const opts = { zbz: g.zbz, stock };
  let quantity: number;
  let note: string | null;
  if (wanted === undefined) {
    quantity = quantityStep(g.zbz, stock);
    note = stock > 0 ? `未填写数量，已按一个中包装 ${quantity}${g.bzdw}` : '该商品暂无库存';
  } else {
    const r = normalizeQuantity(wanted, opts);
    quantity = r.quantity;
    note = r.adjusted ? r.message : null;
  }
  return {
    id: g.id,
    name: g.name,
    ypgg: g.ypgg,
    sccj: g.sccj,
    pzwh: g.pzwh,
    bzdw: g.bzdw,
    zbz: g.zbz,
    number: stock,
    price: seePrice ? fenToYuan(line.priceFen) : null,
    ck_id: line.ckId,
    goods_price_id: line.goodsPriceId,
    ladder_price_id: null,
    goods_manjian_id: g.manjianId,
    is_yj: 0,
    is_buy: block ? 0 : 1,
    buy_block: block,
    confidence: Math.max(0, Math.min(100, Math.round(s.score * 100))),
    quantity,
    quantity_note: note,
  };
}

const MATCHED = 80;
const UNCERTAIN = 50;
/** Weak guesses below UNCERTAIN still offered for an unmatched row, so the buyer can pick one. */
const GUESS = 30;

export const purchaseListHandlers: PartialHandlers<DemoDb> = {
  matchPurchaseList(ctx) {
    requireBuyer(ctx);
    const rows = ctx.body.rows;
    const errors: FieldErrors = {};
    rows.forEach((r, i) => {
      if (!r.name?.trim() && !r.pzwh?.trim()) errors[`rows.${i}.name`] = [`第 ${r.line} 行请填写药品名称或批准文号`];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const index = matchIndex(ctx.db.catalogue);
    const summary = { total: rows.length, matched: 0, uncertain: 0, unmatched: 0, blocked: 0 };
    const out: PurchaseListMatchRow[] = rows.map((row) => {
      const ranked = rankRow(ctx, index, row);
      const best = ranked[0];
      const top = best ? Math.round(best.score * 100) : 0;
      const status: PurchaseListMatchRow['status'] = top >= MATCHED ? 'matched' : top >= UNCERTAIN ? 'uncertain' : 'unmatched';
      summary[status] += 1;
      const kept = status === 'unmatched' ? ranked.filter((s) => s.score * 100 >= GUESS) : ranked;
      const candidates = kept.map((s) => candidateOf(ctx, s, row.quantity));
      if (status !== 'unmatched' && candidates[0]?.is_buy === 0) summary.blocked += 1;
      return { line: row.line, status, candidates };
    });
    return reply({ rows: out, summary });
  },
};
