/** The most cart lines, activities or banners one address may name: more is not a real link. */
const MAX_IDS = 500;

/**
 * A record id from the address (`?order_id=12`, `/yjh/7`): a positive integer in plain digits without a leading
 * zero, small enough to stay exact; anything else is null.
 */
export function readId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * A list of ids from the address (`?ids=1,2,3`, `/Hdzx/21,22`): the valid ones, once each, in order, at most 500.
 * The list may arrive still percent-encoded (`21%2C22`) and may be separated by full-width commas (，).
 */
export function readIds(value: string | null | undefined): number[] {
  if (!value) return [];
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // a stray % leaves the raw text; the digits in it still parse
  }
  const out: number[] = [];
  for (const part of text.split(/[,，]/)) {
    const id = readId(part.trim());
    if (id !== null && !out.includes(id)) out.push(id);
    if (out.length >= MAX_IDS) break;
  }
  return out;
}
