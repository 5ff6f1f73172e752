import { buildSeed } from '@mock/demo/data/catalogue';
import type { Catalogue, Seed } from '@mock/demo/data/types';

/** A fixed instant (2026-11-22 10:30 Beijing) so time-relative data is reproducible. */
export const FIXED_NOW = new Date('2026-11-22T02:30:00Z');

let cached: Seed | undefined;
/** The default seed (catalogue, inventory, accounts), built once per test file. */
export function defaultSeed(): Seed {
  cached ??= buildSeed({ seed: 20261122, goodsCount: 600, now: FIXED_NOW });
  return cached;
}

export function defaultCatalogue(): Catalogue {
  return defaultSeed().catalogue;
}

/** Stable JSON of a catalogue: Maps become sorted entry lists. */
export function serialise(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Map ? [...v.entries()] : v));
}

/** Every string in a value (walking arrays, objects and Maps). */
export function allStrings(value: unknown, out: string[] = [], seen = new Set<object>()): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') {
    if (seen.has(value)) return out;
    seen.add(value);
    if (value instanceof Map) {
      for (const [k, v] of value) {
        allStrings(k, out, seen);
        allStrings(v, out, seen);
      }
    } else for (const v of Object.values(value)) allStrings(v, out, seen);
  }
  return out;
}
