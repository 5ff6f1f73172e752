/**
 * Goods barcodes: EAN-13 (GB 12904, the 商品条码 printed on every box sold in China; Chinese companies' codes start 690–699).
 *
 * A code is 13 digits whose last is the check digit: the first 12 weighted 1, 3, 1, 3, … from the left, summed, and the
 * check digit brings the sum to a multiple of 10. A pharmacy's USB scanner "types" the 13 digits and Enter, so the same rules
 * tell a scan apart from typed keywords.
 */

const TWELVE = /^\d{12}$/;
const THIRTEEN = /^\d{13}$/;

/** The check digit of the first 12 digits of an EAN-13; throws on anything but 12 ASCII digits. */
export function ean13CheckDigit(first12: string): number {
  if (!TWELVE.test(first12)) throw new RangeError(`EAN-13 needs 12 digits before its check digit, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 ASCII digits whose last is the right check digit. */
export function isEan13(code: string): boolean {
  return THIRTEEN.test(code) && ean13CheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}

/** The full EAN-13 of 12 digits (their check digit appended). */
export function withCheckDigit(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

/**
 * Text as a barcode, or null: full-width digits and spaces a scanner or an IME may produce are folded first
 * ("６９０１２３４ ５６７８９２" reads as 6901234567892). Only a valid EAN-13 counts.
 */
export function readBarcode(text: string): string | null {
  const folded = text.normalize('NFKC').replace(/[\s-]/g, '');
  return isEan13(folded) ? folded : null;
}

/** Keystrokes of a USB scanner arrive far faster than a person types: 13 digits within this many ms then Enter. */
export const SCAN_WINDOW_MS = 100;

/**
 * Whether keystrokes ending in Enter were a scanner's: a valid EAN-13 typed with every key (the Enter included) arriving
 * within `SCAN_WINDOW_MS` of the first digit. `times` are the keydown time stamps of the 13 digits and of the Enter.
 */
export function isScannerBurst(digits: string, times: readonly number[], windowMs = SCAN_WINDOW_MS): boolean {
  if (!isEan13(digits) || times.length !== 14) return false;
  const first = times[0]!;
  for (let i = 1; i < times.length; i++) if (times[i]! < times[i - 1]!) return false;
  return times[times.length - 1]! - first <= windowMs;
}
