/**
 * 中包装 (zbz) quantity rules. A buyer orders whole multiples of the middle package; when the remaining stock is below
 * one middle package the step falls to the stock, i.e. the only quantity on offer is "all that is left".
 *
 * Inputs from the server are sanitised rather than trusted: a zbz that is missing, zero, negative or fractional is
 * read as floor(zbz) or 1; a negative or non-finite stock is read as 0; fractional stock is floored.
 */

interface PackingOptions {
  zbz: number;
  stock: number;
}

type QuantityAdjustReason = 'not_number' | 'below_min' | 'not_multiple' | 'over_stock' | 'no_stock';

export interface NormalizedQuantity {
  quantity: number;
  /** true when quantity differs from what was typed (or what was typed was not a number). */
  adjusted: boolean;
  reason: null | QuantityAdjustReason;
  /** Chinese explanation for a toast / hint under the input; null when nothing needed saying. */
  message: string | null;
}

function cleanZbz(zbz: number): number {
  return Number.isFinite(zbz) && zbz >= 1 ? Math.floor(zbz) : 1;
}

function cleanStock(stock: number): number {
  return Number.isFinite(stock) && stock > 0 ? Math.floor(stock) : 0;
}

/** Step between allowed quantities: zbz, or the whole stock when stock < zbz; 0 when there is no stock. */
export function quantityStep(zbz: number, stock: number): number {
  const z = cleanZbz(zbz);
  const s = cleanStock(stock);
  if (s === 0) return 0;
  return s < z ? s : z;
}

/** Smallest allowed quantity (one step); 0 when there is no stock. */
export function minQuantity(zbz: number, stock: number): number {
  return quantityStep(zbz, stock);
}

/** Largest allowed quantity ≤ stock: floor(stock / zbz) × zbz, or the stock itself when stock < zbz; 0 without stock. */
export function maxQuantity(zbz: number, stock: number): number {
  const z = cleanZbz(zbz);
  const s = cleanStock(stock);
  if (s < z) return s;
  return Math.floor(s / z) * z;
}

/** True when q is a quantity the buyer may order: a whole multiple of the step, between min and max. */
export function isValidQuantity(q: number, opts: PackingOptions): boolean {
  const step = quantityStep(opts.zbz, opts.stock);
  if (step === 0 || !Number.isInteger(q)) return false;
  return q >= step && q <= maxQuantity(opts.zbz, opts.stock) && q % step === 0;
}

const NUMBER_TEXT_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function readNumber(input: number | string): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  if (typeof input !== 'string') return Number.NaN;
  const text = input.trim();
  // Number('') is 0 and Number('0x10') is 16; a quantity box should treat both as "not a number".
  return NUMBER_TEXT_RE.test(text) ? Number(text) : Number.NaN;
}

/**
 * Corrects a typed quantity and says why, in this order:
 *  - no stock → 0, reason no_stock (该商品暂无库存);
 *  - not a number → min, reason not_number;
 *  - ≤ 0 → min, reason below_min;
 *  - more than the stock → max, reason over_stock (库存仅剩 35，已调整为 30);
 *  - not a whole multiple of the step (fractions included) → rounded UP to the next multiple, reason not_multiple;
 *    if rounding up passes max it is capped at max and reported as over_stock instead, because "须为 10 的整数倍，
 *    已调整为 30" for a typed 33 would read as a contradiction.
 * The result is always isValidQuantity (when there is stock) and normalising it again changes nothing.
 */
export function normalizeQuantity(input: number | string, opts: PackingOptions): NormalizedQuantity {
  const zbz = cleanZbz(opts.zbz);
  const stock = cleanStock(opts.stock);
  const step = quantityStep(zbz, stock);
  const min = step;
  const max = maxQuantity(zbz, stock);
  const n = readNumber(input);
  const result = (quantity: number, reason: QuantityAdjustReason | null, message: string | null): NormalizedQuantity => ({
    quantity,
    adjusted: Number.isNaN(n) || quantity !== n,
    reason,
    message,
  });

  if (stock === 0) return result(0, 'no_stock', '该商品暂无库存');
  if (Number.isNaN(n)) return result(min, 'not_number', `请输入正确的购买数量，已调整为 ${min}`);
  if (n <= 0) return result(min, 'below_min', `购买数量至少为 ${min}，已调整为 ${min}`);
  if (n > stock) return result(max, 'over_stock', `库存仅剩 ${stock}，已调整为 ${max}`);
  if (Number.isInteger(n) && n % step === 0) return result(n, null, null);

  // max(step, …): for a denormal like 5e-324, n / step underflows to 0.
  const up = Math.max(step, Math.ceil(n / step) * step);
  if (up > max) return result(max, 'over_stock', `库存仅剩 ${stock}，已调整为 ${max}`);
  if (step < zbz) {
    return result(up, 'not_multiple', `库存不足一个中包装（${zbz}），仅可购买剩余库存 ${stock}，已调整为 ${up}`);
  }
  if (step === 1) return result(up, 'not_multiple', `购买数量须为整数，已调整为 ${up}`);
  return result(up, 'not_multiple', `数量须为中包装 ${step} 的整数倍，已调整为 ${up}`);
}

/** Next allowed quantity above q (the stepper's "+"); stays at max; from an invalid q goes to the next valid one. */
export function stepUp(q: number, opts: PackingOptions): number {
  const step = quantityStep(opts.zbz, opts.stock);
  if (step === 0) return 0;
  const max = maxQuantity(opts.zbz, opts.stock);
  if (!Number.isFinite(q) || q < step) return step;
  const next = (Math.floor(q / step) + 1) * step;
  return Math.min(next, max);
}

/** Previous allowed quantity below q (the stepper's "−"); stays at min. */
export function stepDown(q: number, opts: PackingOptions): number {
  const step = quantityStep(opts.zbz, opts.stock);
  if (step === 0) return 0;
  const max = maxQuantity(opts.zbz, opts.stock);
  if (!Number.isFinite(q) || q <= step) return step;
  if (q > max) return max;
  const prev = (Math.ceil(q / step) - 1) * step;
  return Math.max(prev, step);
}
