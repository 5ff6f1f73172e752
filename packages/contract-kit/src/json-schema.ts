import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { resolveRef, type Obj } from './contract';

/**
 * The contract's OpenAPI 3.0 schemas as JSON Schema 2019-09 for ajv: one translation for the conformance kit, the
 * examples check, the demo API's answers and the requests the tests send.
 * - $refs are inlined; a recursive schema (menu children) is checked one level deep per cycle;
 * - `nullable: true` becomes `anyOf: [schema, {type: null}]`;
 * - objects are closed with `unevaluatedProperties: false`, which also sees through allOf, so an unknown property is
 *   an error wherever it is;
 * - what OpenAPI adds for documentation is dropped: example(s), description, discriminator, xml, and the two formats
 *   that describe rather than constrain a string — `binary` (a file part) and `password` (a field the UI masks).
 */
const ANNOTATION_KEYS = new Set(['example', 'examples', 'description', 'nullable', 'discriminator', 'xml']);
const ANNOTATION_FORMATS = new Set(['binary', 'password']);

export function toJsonSchema(node: unknown, stack: string[] = [], inAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, stack));
  if (!node || typeof node !== 'object') return node;
  const n = node as Obj;
  if (typeof n.$ref === 'string') {
    if (stack.includes(n.$ref)) return {};
    return toJsonSchema(resolveRef(n), [...stack, n.$ref], inAllOf);
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(n)) {
    if (ANNOTATION_KEYS.has(k) || k.startsWith('x-')) continue;
    if (k === 'format' && typeof v === 'string' && ANNOTATION_FORMATS.has(v)) continue;
    if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v as Obj).map(([pk, pv]) => [pk, toJsonSchema(pv, stack)]));
    else if (k === 'allOf') out[k] = (v as unknown[]).map((x) => toJsonSchema(x, stack, true));
    else if (k === 'items' || k === 'additionalProperties' || k === 'not') out[k] = typeof v === 'object' ? toJsonSchema(v, stack) : v;
    else if (k === 'oneOf' || k === 'anyOf') out[k] = (v as unknown[]).map((x) => toJsonSchema(x, stack));
    else out[k] = v;
  }
  if (!inAllOf && (out.properties || out.allOf) && out.additionalProperties === undefined) out.unevaluatedProperties = false;
  if (n.nullable === true) return { anyOf: [out, { type: 'null' }] };
  return out;
}

/**
 * An ajv that checks translated contract schemas with every error reported and the string formats (date, date-time,
 * email…) enforced. `coerceTypes: 'array'` for requests, which travel as strings (query, form) and are coerced as any
 * backend would.
 */
export function contractAjv(options: { coerceTypes?: 'array' } = {}): Ajv2019 {
  const ajv = new Ajv2019({ strict: false, allErrors: true, ...options });
  addFormats(ajv);
  return ajv;
}
