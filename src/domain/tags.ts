/** Goods tag colours by label, as semantic-ui colour names. */

type TagColour = 'red' | 'orange' | 'blue' | 'pink' | 'yellow';

/**
 * 换购 may be blue or amber; blue is chosen because amber would sit too close to 满 (orange) and
 * 特 (yellow) on the same card.
 */
export const TAG_COLOURS: Readonly<Record<string, TagColour>> = Object.freeze({
  优: 'red',
  秒: 'red',
  满: 'orange',
  换购: 'blue',
  赠: 'pink',
  特: 'yellow',
  新: 'red',
});

const PREFIXES = Object.keys(TAG_COLOURS).sort((a, b) => b.length - a.length);

/**
 * Colour of a tag. Exact label first; otherwise a longer label is matched by its known prefix (秒杀 → 秒,
 * 满减 → 满, 特价 → 特, 换购价 → 换购); anything else is red.
 */
export function tagColour(label: string | null | undefined): TagColour {
  const s = (label ?? '').trim();
  // Own keys only: a label such as "toString" must not reach Object.prototype.
  if (Object.hasOwn(TAG_COLOURS, s)) return TAG_COLOURS[s] ?? 'red';
  const prefix = PREFIXES.find((p) => s.startsWith(p));
  return prefix ? (TAG_COLOURS[prefix] ?? 'red') : 'red';
}
