/**
 * Parses form bodies and query strings as the site encodes them (src/lib/http/form.ts): repeated keys become lists,
 * bracket keys (`params[0][id]`) become nested objects and lists. The inverse of encodeForm.
 */
type Node = Record<string, unknown>;

const SEGMENT = /\[([^\]]*)\]/g;

export function parseForm(input: string | URLSearchParams): Node {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const out: Node = {};
  for (const [rawKey, value] of params) {
    const first = rawKey.indexOf('[');
    if (first <= 0) {
      addValue(out, rawKey, value);
      continue;
    }
    const keys = [rawKey.slice(0, first)];
    for (const m of rawKey.slice(first).matchAll(SEGMENT)) keys.push(m[1]!);
    if (keys.length > 6) continue; // refuse absurd nesting instead of building it
    let cur: Node = out;
    keys.forEach((key, i) => {
      const safe = key === '__proto__' || key === 'constructor' || key === 'prototype' ? `_${key}` : key;
      if (i === keys.length - 1) {
        addValue(cur, safe, value);
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
      const existing = cur[safe];
      if (existing === undefined || typeof existing !== 'object' || existing === null) {
        cur[safe] = nextIsIndex ? [] : {};
      }
      cur = cur[safe] as Node;
    });
  }
  return compact(out) as Node;
}

function addValue(target: Node, key: string, value: string): void {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
}

/** Sparse arrays from `params[3][id]` without 0..2 become dense lists in index order. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === 'object') {
    const o = value as Node;
    for (const k of Object.keys(o)) o[k] = compact(o[k]);
    return o;
  }
  return value;
}
