/**
 * Why `Fen` is branded: a plain `number` in yuan (12.5), in points or a quantity would type-check wherever fen is
 * expected and be off by 100× or plain wrong. With the brand, a number becomes Fen only through this module —
 * `toFen`/`tryToFen`/`wireFen`/`floorFen` (from yuan), `fen` (an integer that already is fen) or the arithmetic
 * helpers below — so the type checker tells fen from yuan. The brand is type-only: at run time a Fen is a number.
 * `a + b` on two Fen is a plain number in TypeScript: use addFen/subFen/sumFen/mulFen instead.
 *
 * Money in integer fen (1 yuan = 100 fen). Every amount that is added, multiplied or compared is a Fen; decimal
 * yuan strings exist only at the edges (the API's Money schema and the screen). Parsing works on the digits of the
 * string, never on `parseFloat(x) * 100`, because 1.005 * 100 is 100.49999999999999 in binary floating point.
 */
export type Fen = number & { readonly __unit: 'fen' };

/**
 * An integer that already is a number of fen (a literal, a constant, seed data) as Fen. Throws RangeError for
 * anything that is not a safe integer. Never pass it yuan: parse yuan with toFen.
 */
export function fen(n: number): Fen {
  if (!Number.isSafeInteger(n)) throw new RangeError(`金额必须是整数分：${n}`);
  return n as Fen;
}

/** Largest |fen| the contract's Money pattern ^-?\d{1,12}(\.\d{1,2})?$ can carry (12 yuan digits + 2 fen digits). */
export const MAX_FEN: Fen = fen(99_999_999_999_999);

const DECIMAL_RE = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface Decimal {
  negative: boolean;
  intDigits: string;
  fracDigits: string;
}

/** Plain decimal text of a JS number, expanding exponent notation (1e-7, 1.5e+21) so no digit is lost or invented. */
function numberToDecimalText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`金额不是有限数字：${n}`);
  // String(n) is the shortest text that round-trips, so 12.34 stays "12.34" and 0.1 + 0.2 shows its long tail.
  const s = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(s);
  if (!m) return s;
  const [, sign = '', int = '', frac = '', expText = '0'] = m;
  const exp = Number(expText);
  const digits = int + frac;
  const point = int.length + exp;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function parseDecimal(value: string | number): Decimal {
  let text: string;
  if (typeof value === 'number') text = numberToDecimalText(value);
  else if (typeof value === 'string') text = value.trim();
  else throw new RangeError('金额必须是字符串或数字');
  const m = DECIMAL_RE.exec(text);
  if (!m) throw new RangeError(`无效的金额：${JSON.stringify(value)}`);
  const [, sign = '', intDigits = '', fracDigits = ''] = m;
  return { negative: sign === '-', intDigits, fracDigits };
}

function assertFen(fen: Fen, what = '金额'): void {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`${what}必须是整数分：${fen}`);
}

/**
 * Parses yuan ("12.5", "-3.07", "0.10", 12.5) into fen exactly. Throws RangeError for anything that is not a plain
 * decimal, has more than 2 significant decimals, or exceeds MAX_FEN. Trailing zeros beyond the 2nd decimal
 * ("1.500") are accepted because they do not change the value. Numbers are read through their shortest decimal
 * text, so 0.1 + 0.2 (0.30000000000000004) is rejected rather than silently rounded.
 */
export function toFen(yuan: string | number): Fen {
  const { negative, intDigits, fracDigits } = parseDecimal(yuan);
  const frac = fracDigits.replace(/0+$/, '');
  if (frac.length > 2) throw new RangeError(`金额最多两位小数：${JSON.stringify(yuan)}`);
  const int = intDigits.replace(/^0+(?=\d)/, '');
  if (int.length > 12) throw new RangeError(`金额超出范围：${JSON.stringify(yuan)}`);
  const fen = Number(int) * 100 + Number(frac.padEnd(2, '0'));
  // Avoid -0: "-0.00" is zero, and Object.is(-0, 0) would surprise equality checks in tests and stores.
  return (negative && fen !== 0 ? -fen : fen) as Fen;
}

/** toFen that answers null instead of throwing, for values straight off the wire or out of a form field. */
export function tryToFen(v: unknown): Fen | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  try {
    return toFen(v);
  } catch {
    return null;
  }
}

/**
 * Money off the wire as fen. The API's Money is a decimal in yuan; a figure with more than 2 decimals is floored to
 * 2 ("12.349" → 1234, never rounded up), so it reads the same as it shows. A value that is absent, empty or not a
 * decimal answers `fallback`: null by default, so a price the server left out shows as no price rather than ¥0;
 * a caller adding amounts up passes 0.
 */
export function wireFen(v: unknown): Fen | null;
export function wireFen(v: unknown, fallback: Fen): Fen;
export function wireFen(v: unknown, fallback: Fen | null = null): Fen | null {
  if ((typeof v !== 'string' && typeof v !== 'number') || v === '') return fallback;
  try {
    return floorFen(v);
  } catch {
    return fallback;
  }
}

/** Fen to the API's Money string with exactly 2 decimals: 1250 → "12.50", -307 → "-3.07", 0 → "0.00". */
export function fenToYuan(fen: Fen): string {
  assertFen(fen);
  if (Math.abs(fen) > MAX_FEN) throw new RangeError(`金额超出范围：${fen}`);
  const abs = Math.abs(fen);
  const cents = abs % 100;
  const yuan = (abs - cents) / 100;
  return `${fen < 0 ? '-' : ''}${yuan}.${String(cents).padStart(2, '0')}`;
}

/** Display form: 1250 → "¥12.50", -307 → "-¥3.07" (sign before the currency sign, as Chinese receipts print it). */
export function formatYuan(fen: Fen): string {
  const text = fenToYuan(Math.abs(fen) as Fen);
  return fen < 0 ? `-¥${text}` : `¥${text}`;
}

/**
 * Floors any decimal (string or number) to 2 decimals for display, always printing exactly 2 decimals.
 * Floor means toward −∞, so negatives move away from zero: "12.349" → "12.34", "-1.005" → "-1.01",
 * "-0.001" → "-0.01". Chosen over truncation so "price amounts are floored to 2 decimals" means the same
 * Math.floor for both signs. Exact: works on the digits (BigInt), no float.
 * Throws RangeError for input that is not a plain decimal.
 */
export function floorYuan(value: string | number): string {
  const { negative, intDigits, fracDigits } = parseDecimal(value);
  const kept = BigInt(intDigits + fracDigits.slice(0, 2).padEnd(2, '0'));
  const droppedNonZero = /[1-9]/.test(fracDigits.slice(2));
  let scaled = negative ? -kept : kept;
  if (negative && droppedNonZero) scaled -= 1n;
  const abs = scaled < 0n ? -scaled : scaled;
  const cents = abs % 100n;
  const yuan = abs / 100n;
  return `${scaled < 0n ? '-' : ''}${yuan}.${cents.toString().padStart(2, '0')}`;
}

/** floorYuan as fen: for server figures that may carry more than 2 decimals ("9.995" → 999). */
export function floorFen(value: string | number): Fen {
  return toFen(floorYuan(value));
}

/** Line total: unit price × integer quantity. Throws RangeError for a fractional quantity or an unsafe result. */
export function mulFen(fen: Fen, qty: number): Fen {
  assertFen(fen);
  if (!Number.isInteger(qty)) throw new RangeError(`数量必须是整数：${qty}`);
  const result = fen * qty;
  if (!Number.isSafeInteger(result)) throw new RangeError(`金额超出范围：${fen} × ${qty}`);
  return (result === 0 ? 0 : result) as Fen;
}

/** Sum of fen amounts (0 for an empty list). */
export function sumFen(list: readonly Fen[]): Fen {
  let total = 0;
  for (const fen of list) {
    assertFen(fen);
    total += fen;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('金额合计超出范围');
  return total as Fen;
}

/** a + b (+ …). Throws RangeError for a fractional amount or an unsafe result, like sumFen. */
export function addFen(first: Fen, ...rest: readonly Fen[]): Fen {
  return sumFen([first, ...rest]);
}

/** from − a (− b …). Throws RangeError for a fractional amount or an unsafe result; never answers −0. */
export function subFen(from: Fen, ...amounts: readonly Fen[]): Fen {
  assertFen(from);
  let result: number = from;
  for (const a of amounts) {
    assertFen(a);
    result -= a;
    if (!Number.isSafeInteger(result)) throw new RangeError(`金额超出范围：${from} − ${amounts.join(' − ')}`);
  }
  return (result === 0 ? 0 : result) as Fen;
}

/** −a (a refund, a deduction shown as negative). Throws RangeError for a fractional amount; never answers −0. */
export function negFen(a: Fen): Fen {
  assertFen(a);
  return (a === 0 ? 0 : -a) as Fen;
}

/** The smallest of the amounts (Math.min keeps the Fen type). */
export function minFen(first: Fen, ...rest: readonly Fen[]): Fen {
  return Math.min(first, ...rest) as Fen;
}

/** The largest of the amounts (Math.max keeps the Fen type): maxFen(x, fen(0)) clamps at zero. */
export function maxFen(first: Fen, ...rest: readonly Fen[]): Fen {
  return Math.max(first, ...rest) as Fen;
}

/**
 * fen × numerator / denominator, floored toward −∞: 94折 is applyRate(x, 94, 100). Integer math in BigInt so
 * fen × numerator can exceed 2^53 without losing a fen.
 */
export function applyRate(fen: Fen, numerator: number, denominator: number): Fen {
  assertFen(fen);
  if (!Number.isSafeInteger(numerator) || numerator < 0) throw new RangeError(`折扣分子必须是非负整数：${numerator}`);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError(`折扣分母必须是正整数：${denominator}`);
  const product = BigInt(fen) * BigInt(numerator);
  const d = BigInt(denominator);
  let q = product / d; // BigInt division truncates toward zero
  if (product % d !== 0n && product < 0n) q -= 1n;
  if (q > BigInt(Number.MAX_SAFE_INTEGER) || q < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`金额超出范围：${fen} × ${numerator} / ${denominator}`);
  }
  const result = Number(q);
  return (result === 0 ? 0 : result) as Fen;
}

/**
 * Splits totalFen over the weights (usually line amounts in fen) in proportion, by largest remainder, so the parts
 * add up to exactly totalFen. Weights must be non-negative safe integers. A zero weight gets 0 unless every weight is
 * zero, in which case the total is spread evenly. Ties in remainder go to the earlier index, so the result is
 * deterministic. A negative total is split as its magnitude and negated.
 */
export function allocate(totalFen: Fen, weights: readonly number[]): Fen[] {
  assertFen(totalFen);
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`权重必须是非负整数：${w}`);
  }
  if (weights.length === 0) {
    if (totalFen !== 0) throw new RangeError('没有可分摊的行');
    return [];
  }
  const sign = totalFen < 0 ? -1n : 1n;
  const total = BigInt(Math.abs(totalFen));
  const allZero = weights.every((w) => w === 0);
  const ws = weights.map((w) => BigInt(allZero ? 1 : w));
  const sumW = ws.reduce((a, b) => a + b, 0n);
  const base = ws.map((w) => (total * w) / sumW);
  const rem = ws.map((w) => (total * w) % sumW);
  let leftover = total - base.reduce((a, b) => a + b, 0n);
  const order = ws.map((_, i) => i).sort((a, b) => {
    const ra = rem[a] ?? 0n;
    const rb = rem[b] ?? 0n;
    if (ra === rb) return a - b;
    return ra > rb ? -1 : 1;
  });
  for (const i of order) {
    if (leftover <= 0n) break;
    base[i] = (base[i] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return base.map((b) => {
    const n = Number(b * sign);
    return (n === 0 ? 0 : n) as Fen;
  });
}
