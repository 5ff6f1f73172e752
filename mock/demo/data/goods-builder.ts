/**
 * Goods generation. The first `variantCount` goods are the real base list (each base × maker × form once); above that
 * the same names come from other makers of the same 经营范围 or in other packs, and far above (benchmarks) with
 * numbered specs. Each goods draws from its own sub-stream, so goods N is the same whatever the catalogue size.
 */
import { withCheckDigit } from '@/domain/barcode';
import { isCalendarDate } from '@/domain/date-range';
import { fen } from '@/domain/money';
import { BASE_GOODS, type BaseForm, type BaseGoods } from './base-goods';
import { tradeNameOf } from './brands';
import { addDays, DAY_MS, JXQ_LIMIT, TODAY_DAY_MS } from './dates';
import { insertHtml } from './insert-html';
import { chance, intBetween, pick, subRng, type Rng } from './prng';
import type { ManufacturerSeed } from './reference';
import type { Flag, GoodsRecord, GoodsStock, KxRule, LadderTier, ScopeName } from './types';
import { DEMO_TODAY } from './types';

const FIRST_GOODS_ID = 1001;

interface Variant {
  base: BaseGoods;
  form: BaseForm;
  makerKey: string;
}

export const VARIANTS: readonly Variant[] = BASE_GOODS.flatMap((base) =>
  base.makers.flatMap((makerKey) => base.forms.map((form) => ({ base, form, makerKey }))),
);

const PROVINCE_ABBR: Record<string, string> = {
  河北省: '冀', 黑龙江省: '黑', 吉林省: '吉', 云南省: '滇', 北京市: '京', 江苏省: '苏', 广东省: '粤', 重庆市: '渝',
  湖南省: '湘', 湖北省: '鄂', 四川省: '川', 安徽省: '皖', 天津市: '津', 陕西省: '陕', 海南省: '琼', 山东省: '鲁',
  上海市: '沪', 河南省: '豫', 江西省: '赣', 福建省: '闽', 广西壮族自治区: '桂', 辽宁省: '辽', 浙江省: '浙',
};

function hash(a: number, b: string): number {
  let h = (a * 2654435761) >>> 0;
  for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b.charCodeAt(i), 16777619) >>> 0;
  return h;
}

function digits(n: number, width: number): string {
  return String(n % 10 ** width).padStart(width, '0');
}

/** A plausible approval number; stable per base goods and maker. */
function approvalNumber(base: BaseGoods, scope: ScopeName, maker: ManufacturerSeed): string {
  const h = hash(base.index, maker.key);
  const abbr = PROVINCE_ABBR[maker.province] ?? '国';
  const year = 2010 + (h % 14);
  switch (scope) {
    case '中药饮片':
      return '《中国药典》2020年版一部';
    case '医疗器械': {
      const cls = base.categoryId === 604 ? 3 : base.categoryId === 603 && base.name.includes('纱布') ? 1 : 2;
      const sub = { 601: 14, 602: base.name.includes('试纸') || base.name.includes('血糖') ? 22 : 7, 603: 14, 604: 14, 605: 8 }[
        base.categoryId
      ] ?? 14;
      if (cls === 3) return `国械注准${year}3${digits(sub, 2)}${digits(h >>> 8, 4)}`;
      if (cls === 1) return `${abbr}械备${year}${digits(h >>> 8, 4)}号`;
      return `${abbr}械注准${year}2${digits(sub, 2)}${digits(h >>> 8, 4)}`;
    }
    case '保健食品':
      return `国食健注G${year}${digits(h >>> 4, 4)}`;
    case '消毒用品':
      return `${abbr}卫消证字（${year}）第${digits(h >>> 6, 4)}号`;
    default: {
      const letter = base.isBio ? 'S' : scope === '中成药' ? 'Z' : 'H';
      return `国药准字${letter}${maker.code}${digits(h >>> 3, 6)}`;
    }
  }
}

/**
 * The goods' EAN-13: 69 (China), the maker's 4-digit number, the goods' 6-digit place in the catalogue, the check digit.
 * Stable for a goods whatever the catalogue's size, and unique below a million goods.
 */
function goodsBarcode(index: number, manufacturerId: number): string {
  return withCheckDigit(`69${digits(manufacturerId, 4)}${digits(index, 6)}`);
}

/** '0.25g*24粒' → '0.25g*48粒': doubles the last count (used for bigger packs of the same goods). */
function scaleSpec(spec: string, factor: number): string {
  const m = /(\d+)([^\d.]*)$/.exec(spec);
  if (!m || m.index === undefined) return `${spec}×${factor}`;
  return `${spec.slice(0, m.index)}${Number(m[1]) * factor}${m[2] ?? ''}`;
}

function roundTo10(fen: number): number {
  return Math.max(10, Math.round(fen / 10) * 10);
}

/** Multiplies a fen amount by permille (integer in, integer out). */
export function permille(fen: number, pm: number): number {
  return Math.round((fen * pm) / 1000);
}

export interface GoodsContext {
  seed: number;
  makersByKey: Map<string, ManufacturerSeed & { id: number }>;
  /** Top category id → makers seen in that category's base goods (for variants from other makers). */
  makerPoolByTop: Map<number, string[]>;
  categoryScope: Map<number, ScopeName>;
  brandIdFor: (base: BaseGoods, makerKey: string) => number | null;
  kxRules: readonly KxRule[];
  manjianIds: readonly number[];
  giftIds: readonly number[];
}

interface GoodsDraft {
  goods: GoodsRecord;
  /** Units in stock the seed gives each warehouse line (goods.stocks, in order): the inventory's first values. */
  stock: number[];
  /** Per-goods draws used later to fill zones cheaply. */
  inHb: boolean;
  inWelfare: boolean;
  inYyh: boolean;
  round: number;
}

const PACKS = [
  { label: '', factor: 1 },
  { label: '', factor: 2 },
  { label: '（两件装）', factor: 2 },
  { label: '（家庭装）', factor: 3 },
];

const insertCache = new Map<string, string>();

// Date strings by day offset from DEMO_TODAY, memoised: formatting a Date per warehouse dominated large builds.
const dayCache = new Map<number, string>();
function demoDay(offset: number): string {
  let s = dayCache.get(offset);
  if (s === undefined) dayCache.set(offset, (s = addDays(DEMO_TODAY, offset)));
  return s;
}
function demoDayCompact(offset: number): string {
  return demoDay(offset).replace(/-/g, '');
}

/**
 * The production date ('YYYY-MM-DD') a batch number carries: a warehouse line's 批号 is its production date YYYYMMDD and a
 * two-digit run (`${made}NN` below), so the GSP 验收记录 read the date from the batch itself. Null when the batch does
 * not start with a real date (then the record has no production date to show, and nothing is made up).
 */
export function batchProducedOn(batch: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})\d{2}$/.exec(batch);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  return isCalendarDate(date) ? date : null;
}

export function buildGoods(index: number, ctx: GoodsContext): GoodsDraft {
  const rng: Rng = subRng(ctx.seed, index);
  const id = FIRST_GOODS_ID + index;
  const variant = VARIANTS[index % VARIANTS.length] as Variant;
  const round = Math.floor(index / VARIANTS.length);
  const { base, form } = variant;
  const top = Math.floor(base.categoryId / 100);
  const scope = ctx.categoryScope.get(top) as ScopeName;

  let makerKey = variant.makerKey;
  let spec = form.spec;
  let priceFactor = 1;
  let jitterPm = 1000;
  if (round > 0) {
    const altMaker = base.brand === null && top !== 6 && top !== 7;
    const pool = ctx.makerPoolByTop.get(top) ?? [makerKey];
    if (altMaker) makerKey = pool[hash(index, 'mk') % pool.length] ?? makerKey;
    jitterPm = intBetween(rng, 850, 1150);
    if (round <= 3) {
      const pack = PACKS[round] ?? PACKS[0]!;
      if (pack.factor > 1) {
        spec = altMaker && pack.label === '' ? scaleSpec(spec, pack.factor) : `${spec}${pack.label}`;
        priceFactor = pack.factor;
      }
    } else {
      spec = `${spec}（规格${round}）`;
    }
  }
  const maker = ctx.makersByKey.get(makerKey)!;

  const basePriceFen = fen(roundTo10(permille(form.priceFen * priceFactor, jitterPm)));
  const wholesaleFen = fen(Math.max(1, permille(basePriceFen, intBetween(rng, 620, 860))));
  const zbz = form.zbz;
  const isHm: Flag = base.isHm ? 1 : 0;

  // Warehouses: most goods in one, some in two or three; a few out of stock everywhere; some near expiry.
  const whCount = rng() < 0.6 ? 1 : rng() < 0.75 ? 2 : 3;
  const firstWh = (index % 3) + 1;
  const allZero = chance(rng, 0.07);
  const nearExpiry = chance(rng, 0.1);
  const stocks: GoodsStock[] = [];
  const stockUnits: number[] = [];
  for (let k = 0; k < whCount; k++) {
    const ckId = ((firstWh - 1 + k) % 3) + 1;
    let stock = 0;
    if (!allZero && !(k > 0 && chance(rng, 0.15))) {
      stock = zbz * intBetween(rng, 1, 180);
      // Some stock not a whole 中包装: buyers may then take the rest (the contract's rule).
      if (zbz > 1 && chance(rng, 0.08)) stock = intBetween(rng, 1, zbz - 1);
    }
    const days = nearExpiry && k === 0 ? intBetween(rng, 20, 175) : intBetween(rng, 270, 1080);
    const expiry = demoDay(days);
    const made = demoDayCompact(days - (top === 6 ? 1825 : 730 + (k === 0 ? 0 : 365)));
    const isJxq: Flag = expiry <= JXQ_LIMIT ? 1 : 0;
    const priceFen =
      k === 0
        ? isJxq
          ? fen(Math.max(1, permille(wholesaleFen, 800)))
          : wholesaleFen
        : fen(Math.max(1, permille(wholesaleFen, isJxq ? 800 : intBetween(rng, 985, 1030))));
    stockUnits.push(stock);
    stocks.push({
      ckId,
      goodsPriceId: id * 10 + k,
      priceFen,
      batch: `${made}${digits(intBetween(rng, 1, 99), 2)}`,
      expiry,
      isJxq,
    });
  }
  const priceFen = stocks[0]!.priceFen;

  let ladder: LadderTier[] = [];
  let ladderType: 0 | 1 | 2 = 0;
  if (!isHm && chance(rng, 0.35)) {
    const step = Math.max(zbz, 10);
    const tiers = chance(rng, 0.5) ? 2 : 3;
    const numbers = [step * 5, step * 10, step * 20];
    const pms = [970, 940, 910];
    let last = priceFen;
    for (let t = 0; t < tiers; t++) {
      const p = fen(Math.min(last - 1, permille(priceFen, pms[t]!)));
      if (p < 1) break;
      ladder.push({ id: id * 10 + t, number: numbers[t]!, priceFen: p });
      last = p;
    }
    ladderType = ladder.length === 0 ? 0 : chance(rng, 0.8) ? 1 : 2;
    if (ladder.length === 0) ladder = [];
  }

  const isKx: Flag = base.isKx || (top <= 3 && !isHm && chance(rng, 0.05)) ? 1 : 0;
  // 复方甘草片 (含阿片粉) is a 含特殊药品复方制剂 but not ephedrine-type: modelled as controlled sales for rank ≥ 2.
  const kxRule = isKx ? (base.isKx ? { ranks: [2, 3] } : pick(rng, ctx.kxRules)) : null;
  const isFreeShipping: Flag = !isHm && chance(rng, 0.12) ? 1 : 0;
  const couponEligible: Flag = isHm ? 0 : chance(rng, 0.05) ? 0 : 1;
  const manjianId = !isHm && chance(rng, 0.25) ? pick(rng, ctx.manjianIds) : null;
  const giftActivityId = !isHm && chance(rng, 0.05) ? pick(rng, ctx.giftIds) : null;
  const salesBase = round === 0 ? intBetween(rng, 800, 30000) : intBetween(rng, 0, 6000);
  const createdAt = TODAY_DAY_MS - intBetween(rng, 0, 720) * DAY_MS + intBetween(rng, 0, 86_399) * 1000;

  const pzwh = approvalNumber(base, scope, maker);
  const cacheKey = `${base.index}|${makerKey}|${spec}`;
  let html = round <= 3 ? insertCache.get(cacheKey) : insertCache.get(`${base.index}|${makerKey}`);
  if (html === undefined) {
    html = insertHtml(base, scope, spec, maker.name, pzwh);
    insertCache.set(round <= 3 ? cacheKey : `${base.index}|${makerKey}`, html);
  }

  const goods: GoodsRecord = {
    id,
    name: base.name,
    commonName: base.name,
    tradeName: tradeNameOf(base, makerKey),
    barcode: goodsBarcode(index, maker.id),
    sccj: maker.name,
    manufacturerId: maker.id,
    ypgg: spec,
    bzdw: form.unit,
    zbz,
    pzwh,
    categoryId: base.categoryId,
    topCategoryId: top,
    scope,
    brandId: ctx.brandIdFor(base, makerKey),
    images: [`/static/goods/${id}.svg`, `/static/goods/${id}-2.svg`],
    basePriceFen,
    priceFen,
    ladder,
    ladderType,
    tags: [],
    isHm,
    isRx: base.isRx ? 1 : 0,
    isKx,
    kxRule,
    // The contract reads is_youx as "in the free-shipping zone (yx)"; the draw stays so later fields keep their values.
    isYoux: (chance(rng, 0.1), isFreeShipping),
    isFreeShipping,
    freeShippingNumber: isFreeShipping ? zbz * intBetween(rng, 2, 10) : 0,
    couponEligible,
    manjianId,
    giftActivityId,
    type: 1,
    sales: salesBase,
    createdAt,
    stocks,
    insertHtml: html,
    zones: [],
    limitNumber: isHm ? zbz * 5 : 0,
  };
  return {
    goods,
    stock: stockUnits,
    inHb: !isHm && chance(rng, 0.15),
    inWelfare: !isHm && chance(rng, 0.2),
    inYyh: top <= 4 && !isHm && chance(rng, 0.25),
    round,
  };
}
