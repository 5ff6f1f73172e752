import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { operations, resolveRef, type Obj } from '@tests/contract/load-contract';

/**
 * Checks a demo API answer against the contract's response schema for its operation and status, strictly: unknown
 * properties are errors even inside allOf, required fields must be there, Money strings and enums must hold.
 */
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);

function toJsonSchema(node: unknown, stack: string[] = [], inAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, stack));
  if (!node || typeof node !== 'object') return node;
  const n = node as Obj;
  if (typeof n.$ref === 'string') {
    if (stack.includes(n.$ref)) return {};
    return toJsonSchema(resolveRef(n), [...stack, n.$ref], inAllOf);
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(n)) {
    if (k === 'example' || k === 'examples' || k === 'description' || k === 'nullable' || k === 'discriminator' || k === 'xml') continue;
    if (k === 'format' && v === 'binary') continue;
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

const byId = new Map<string, Obj>();
for (const { op } of operations()) byId.set(op.operationId as string, op);
const compiled = new Map<string, ValidateFunction>();

/** Errors of an answer against the contract (empty when it conforms, or when the status is not declared: listed). */
export function contractErrors(operationId: string, status: number, body: unknown): string[] {
  const op = byId.get(operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const responses = op.responses as Obj;
  if (!(String(status) in responses)) return [`${operationId} answered ${status}, not declared`];
  const key = `${operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const response = resolveRef<Obj>(responses[String(status)]);
    const schema = ((response.content as Record<string, Obj>) ?? {})['application/json']?.schema;
    if (!schema) return [];
    validate = ajv.compile(toJsonSchema(schema) as object);
    compiled.set(key, validate);
  }
  return validate(body) ? [] : [`${key}: ${ajv.errorsText(validate.errors)}`];
}
