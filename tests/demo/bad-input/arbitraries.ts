/**
 * fast-check generators of hostile requests for one contract operation: path, query and body built from the
 * operation's own parameter and body names (so the input reaches the validation and the handler, not only the router),
 * mixed with random, broken and out-of-range values, unknown ids, wrong types, missing and extra fields, broken
 * bracket keys and strings that are not valid UTF-16.
 */
import fc from 'fast-check';
import { encodeForm } from '@/lib/http/form';
import { resolveRef, type Obj } from '@tests/contract/load-contract';
import { bodyExample, parameterExamples, type ContractOperation } from '@yaocai/contract-kit';

export const UNKNOWN_ID = 987654321;

export type Auth = 'member' | 'visitor' | 'stale';

export interface BadRequest {
  auth: Auth;
  /** Path and query, ready to send. */
  url: string;
  contentType: string | null;
  body: string | null;
}

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '-987654321',
  '1.5',
  '1e309',
  '-0',
  '0x1F',
  '99999999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '%E4%B8',
  '%zz',
  '\u0000',
  '\uFFFD\uFFFE',
  '\uD800',
  '\uDC00x',
  '𠀀𪚥',
  '阿莫西林',
  '😀'.repeat(40),
  'a'.repeat(3000),
  '__proto__',
  'constructor',
  'prototype',
  '2026-13-45',
  '2026-02-30',
  '13912345678',
  '123456',
  'ps_0123456789abcdef',
  'Kn2026pharm',
  String(UNKNOWN_ID),
];

export const nastyString = fc.constantFrom(...NASTY);

export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
);

export const anyNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constant(String(UNKNOWN_ID)),
);

export const anyValue: fc.Arbitrary<string> = fc.oneof(anyText, anyNumberText);

const BROKEN_KEYS = [
  '[',
  ']',
  '[]',
  '[0]',
  '[a]',
  '[0',
  '0]',
  '[0][',
  '[][x]',
  '[-1][id]',
  // Large but not huge: a list index in the hundred millions is its own deterministic check (known-refusals), since
  // each such request can block the server for seconds and would make this property crawl.
  '[5000][id]',
  '[0][id][x][y][z][w][v]',
  '[__proto__][polluted]',
  '[constructor][prototype][polluted]',
];

/** Field names an operation's body or query knows, as form keys (bracket paths for nested objects and lists). */
export function formKeys(schema: unknown, prefix = '', depth = 0): string[] {
  const s = resolveRef<Obj>(schema ?? {});
  if (depth > 4) return prefix ? [prefix] : [];
  if (Array.isArray(s.allOf)) return [...new Set((s.allOf as unknown[]).flatMap((x) => formKeys(x, prefix, depth + 1)))];
  if (s.type === 'array') {
    const items = resolveRef<Obj>(s.items ?? {});
    if (items.type === 'object' || items.properties || items.allOf) return formKeys(items, `${prefix}[0]`, depth + 1).concat(formKeys(items, `${prefix}[1]`, depth + 1));
    return prefix ? [prefix] : [];
  }
  if (s.properties) {
    return Object.keys(s.properties as Obj).flatMap((k) => {
      const key = prefix ? `${prefix}[${k}]` : k;
      const child = resolveRef<Obj>((s.properties as Obj)[k]);
      return child.type === 'object' || child.type === 'array' || child.allOf ? formKeys(child, key, depth + 1) : [key];
    });
  }
  return prefix ? [prefix] : [];
}

type Pair = [string, string];

function pairs(params: URLSearchParams): Pair[] {
  return [...params.entries()];
}

function serialise(list: Pair[]): string {
  return list.map(([k, v]) => `${safeEncode(k)}=${safeEncode(v)}`).join('&');
}

/** encodeURIComponent that survives lone surrogates (they become U+FFFD like a browser's form encoding). */
export function safeEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/** Mutates a list of valid pairs: drop, replace, duplicate, add known, random and broken keys. */
function mutatedPairs(valid: Pair[], knownKeys: string[]): fc.Arbitrary<Pair[]> {
  const key = fc.oneof(
    { weight: 3, arbitrary: knownKeys.length ? fc.constantFrom(...knownKeys) : fc.constant('id') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(knownKeys.length ? fc.constantFrom(...knownKeys.map((k) => k.split('[')[0]!)) : fc.constant('params'), fc.constantFrom(...BROKEN_KEYS))
        .map(([a, b]) => a + b),
    },
  );
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: anyValue }),
    fc.record({ kind: fc.constant('add' as const), key, value: anyValue }),
    fc.record({ kind: fc.constant('dup' as const), at: fc.nat(), value: anyValue }),
  );
  return fc.array(edit, { maxLength: 6 }).map((edits) => {
    const list: Pair[] = valid.map(([k, v]) => [k, v]);
    for (const e of edits) {
      if (e.kind === 'add') list.push([e.key, e.value]);
      else if (list.length === 0) continue;
      else if (e.kind === 'drop') list.splice(e.at % list.length, 1);
      else if (e.kind === 'set') list[e.at % list.length]![1] = e.value;
      else list.push([list[e.at % list.length]![0], e.value]);
    }
    return list;
  });
}

function validQuery(op: ContractOperation): Pair[] {
  return pairs(encodeForm(parameterExamples(op, 'query')));
}

function queryArb(op: ContractOperation): fc.Arbitrary<string> {
  const known = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const required = pairs(encodeForm(parameterExamples(op, 'query', true)));
  return fc
    .oneof(
      { weight: 4, arbitrary: mutatedPairs(validQuery(op), known) },
      { weight: 2, arbitrary: mutatedPairs(required, known) },
      { weight: 1, arbitrary: fc.constant<Pair[]>([]) },
      { weight: 1, arbitrary: fc.array(fc.tuple(anyText, anyValue), { maxLength: 5 }) },
    )
    .map(serialise);
}

function pathValueArb(op: ContractOperation, name: string): fc.Arbitrary<string> {
  const example = parameterExamples(op, 'path')[name];
  return fc
    .oneof(
      { weight: 2, arbitrary: fc.constant(String(example ?? '1')) },
      { weight: 2, arbitrary: fc.constantFrom(String(UNKNOWN_ID), '0', '-1', '-987654321', '1.5', '1e3', '99999999999999999999999', '1 ', 'abc', '阿莫西林') },
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 2_000_000 }).map(String) },
      { weight: 2, arbitrary: anyValue.filter((s) => s.length > 0) },
    )
    .map((v) => {
      const encoded = safeEncode(v);
      // '.' and '..' are resolved by URL parsing into another route: not an input of this operation.
      return encoded === '.' || encoded === '..' || encoded === '' ? '%2E%2E%2E' : encoded;
    })
    .chain((encoded) => fc.constantFrom(encoded, encoded, encoded.replace(/%2[05]/g, '%')));
}

function bodyArb(op: ContractOperation): fc.Arbitrary<{ contentType: string | null; body: string | null }> {
  const known = op.body ? formKeys(op.body.schema) : ['id', 'ids', 'number'];
  const valid = pairs(encodeForm(bodyExample(op)));
  const form = (list: Pair[]) => ({ contentType: 'application/x-www-form-urlencoded', body: serialise(list) });
  const variants: Array<fc.Arbitrary<{ contentType: string | null; body: string | null }>> = [
    mutatedPairs(valid, known).map(form),
    mutatedPairs(valid, known).map(form),
    mutatedPairs(valid, known).map(form),
    fc.array(fc.tuple(known.length ? fc.constantFrom(...known) : anyText, anyValue), { maxLength: 6 }).map(form),
    fc.constant({ contentType: null, body: null }),
    fc.constantFrom(
      { contentType: 'application/json', body: '{"ids":[1,2' },
      { contentType: 'application/json', body: '[1,2,3]' },
      { contentType: 'application/json', body: JSON.stringify(bodyExample(op)) },
      { contentType: 'application/json', body: 'null' },
      { contentType: 'text/plain', body: '\u0000\u0001\uFFFF' },
      { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--x--' },
      { contentType: 'application/x-www-form-urlencoded', body: '&&&===&' },
      { contentType: 'application/x-www-form-urlencoded', body: '%' },
      { contentType: 'application/x-www-form-urlencoded', body: 'a'.repeat(20000) },
    ),
  ];
  if (!op.body) return fc.oneof({ weight: 4, arbitrary: fc.constant({ contentType: null, body: null }) }, { weight: 1, arbitrary: fc.oneof(...variants) });
  return fc.oneof(...variants);
}

export function badRequestArb(op: ContractOperation): fc.Arbitrary<BadRequest> {
  const pathArb =
    op.pathParams.length === 0
      ? fc.constant<Record<string, string>>({})
      : fc.record(Object.fromEntries(op.pathParams.map((n) => [n, pathValueArb(op, n)])) as Record<string, fc.Arbitrary<string>>);
  return fc
    .record({
      auth: fc.constantFrom<Auth>('member', 'member', 'visitor', 'stale'),
      path: pathArb,
      query: queryArb(op),
      body: bodyArb(op),
    })
    .map(({ auth, path, query, body }) => {
      const pathname = op.path.replace(/\{(\w+)\}/g, (_m, n: string) => path[n] ?? '1');
      return { auth, url: pathname + (query ? `?${query}` : ''), contentType: body.contentType, body: body.body };
    });
}
