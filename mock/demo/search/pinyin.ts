import { pinyin } from 'pinyin-pro';

interface PinyinKeys {
  /** Full pinyin, lowercase, no tones, no spaces, ü as v; letters and digits kept, punctuation dropped. */
  full: string;
  /** First letter of each syllable (letters and digits kept as they are, lowercased). */
  initials: string;
}

const KEEP = /^[a-z0-9]+$/;

/** Pinyin keys of a name; callers compute this once per distinct string, never per goods. */
export function pinyinKeys(text: string): PinyinKeys {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', v: true });
  let full = '';
  let initials = '';
  for (const raw of syllables) {
    const s = raw.toLowerCase();
    if (!KEEP.test(s)) continue;
    full += s;
    initials += s[0];
  }
  return { full, initials };
}

/**
 * One syllable per character of `text` (as `Array.from` splits it), read in context so polyphones come out right:
 * lowercase, no tones, ü as v; a letter or digit stands for itself, anything else (punctuation) is ''.
 */
export function syllables(text: string): string[] {
  const chars = Array.from(text);
  const out = pinyin(text, { toneType: 'none', type: 'array', v: true });
  if (out.length !== chars.length) return chars.map((c) => pinyinKeys(c).full);
  return out.map((s) => {
    const lower = s.toLowerCase();
    return KEEP.test(lower) ? lower : '';
  });
}
