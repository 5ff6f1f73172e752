/**
 * Parses form bodies and query strings the way the contract describes them: repeated keys become lists, bracket keys
 * (`params[0][id]`) become nested objects and lists. The kit reads what it sends with it, to check its own requests.
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
      // Containers are plain objects while parsing; `compact` turns all-index ones into lists. An index is never used
      // as an array position, so `params[99999999][id]` cannot allocate a huge sparse array.
      const existing = cur[safe];
      if (existing === undefined || typeof existing !== 'object' || existing === null || Array.isArray(existing)) {
        cur[safe] = Array.isArray(existing) ? { ...existing } : {};
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

/** Objects whose keys are all indexes (`params[3][id]`, `params[0][id]`) become lists in index order. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value && typeof value === 'object') {
    const o = value as Node;
    const keys = Object.keys(o);
    for (const k of keys) o[k] = compact(o[k]);
    if (keys.length > 0 && keys.every((k) => /^\d{1,9}$/.test(k))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => o[k]);
    }
    return o;
  }
  return value;
}
