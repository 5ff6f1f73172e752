import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract, type OperationSpec, type Schema } from './contract';

/**
 * Request validation built from the contract: query and path parameters and form bodies are coerced from strings to
 * the contract's types and checked against its schemas. Failures become Chinese field messages (the 422 `errors` map),
 * so malformed input is refused the way a real backend refuses it, never with a 500.
 */
export type FieldErrors = Record<string, string[]>;

export interface ValidatedRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: 'array', useDefaults: true, verbose: true });
addFormats(ajv);
const { doc } = loadContract();
ajv.addSchema({ $id: 'contract', components: doc.components }, 'contract');

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : rewriteRefs(v);
    }
    return out;
  }
  return node;
}

interface Compiled {
  params: ValidateFunction;
  query: ValidateFunction;
  body: ValidateFunction | null;
}

const compiled = new Map<string, Compiled>();

function objectSchema(list: OperationSpec['parameters']): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, { ...p.schema, description: p.schema.description ?? p.description }])),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
}

function compile(op: OperationSpec): Compiled {
  let c = compiled.get(op.operationId);
  if (!c) {
    c = {
      params: ajv.compile(rewriteRefs(objectSchema(op.parameters.filter((p) => p.in === 'path'))) as Schema),
      query: ajv.compile(rewriteRefs(objectSchema(op.parameters.filter((p) => p.in === 'query'))) as Schema),
      body: op.body ? ajv.compile(rewriteRefs(op.body) as Schema) : null,
    };
    compiled.set(op.operationId, c);
  }
  return c;
}

/** A short Chinese label from a bilingual description: the text before the first Chinese full stop or comma. */
function labelOf(schema: unknown, fallback: string): string {
  const d = (schema as { description?: unknown } | undefined)?.description;
  if (typeof d === 'string') {
    const first = d.split(/[。，；（(：:]/)[0]?.trim();
    if (first && /[\u4e00-\u9fa5]/.test(first) && first.length <= 16) return first;
  }
  return fallback;
}

function fieldOf(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return base ? `${base}.${missing}` : missing;
  }
  return base || '_';
}

function messageOf(error: ErrorObject): string {
  const field = fieldOf(error);
  const leaf = field.split('.').pop() ?? field;
  const schema =
    error.keyword === 'required'
      ? ((error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties?.[leaf] ?? undefined)
      : error.parentSchema;
  const label = labelOf(schema, leaf === '_' ? '请求' : leaf);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${label}不能为空`;
    case 'type':
      return `${label}格式不正确`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label}不能小于 ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label}不能大于 ${String(p.limit)}`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `${label}不能为空` : `${label}至少 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `${label}不能超过 ${String(p.limit)} 个字符`;
    case 'minItems':
      return `${label}至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `${label}最多 ${String(p.limit)} 项`;
    case 'enum':
      return `${label}取值不正确`;
    default:
      return `${label}格式不正确`;
  }
}

export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors ?? []) {
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue; // their branches say why
    const field = prefix + fieldOf(e);
    const list = (out[field] ??= []);
    const msg = messageOf(e);
    if (!list.includes(msg)) list.push(msg);
  }
  if (Object.keys(out).length === 0 && errors?.length) out._ = ['请求参数不正确'];
  return out;
}

export interface ValidationOutcome {
  value: ValidatedRequest;
  /** Failures by place; the app decides what status an operation answers them with. */
  pathErrors: FieldErrors | null;
  queryErrors: FieldErrors | null;
  bodyErrors: FieldErrors | null;
}

/**
 * Coercion reads "Infinity" and "1e309" as numbers that pass `type: integer`; no number of the contract is infinite,
 * so any non-finite value left after coercion is refused like a malformed one.
 */
function nonFinite(value: unknown, path: string, out: FieldErrors): void {
  if (typeof value === 'number' && !Number.isFinite(value)) (out[path || '_'] ??= []).push('数值格式不正确');
  else if (Array.isArray(value)) value.forEach((v, i) => nonFinite(v, path ? `${path}.${i}` : String(i), out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nonFinite(v, path ? `${path}.${k}` : k, out);
  }
}

function finiteOnly(errors: FieldErrors | null, value: unknown): FieldErrors | null {
  const found: FieldErrors = {};
  nonFinite(value, '', found);
  return Object.keys(found).length ? { ...(errors ?? {}), ...found } : errors;
}

export function validateRequest(
  op: OperationSpec,
  raw: { params: Record<string, string>; query: Record<string, unknown>; body: Record<string, unknown> | null },
): ValidationOutcome {
  const c = compile(op);
  const params: Record<string, unknown> = { ...raw.params };
  const query: Record<string, unknown> = { ...raw.query };
  const body: Record<string, unknown> = raw.body ?? {};
  const pathErrors = finiteOnly(c.params(params) ? null : toFieldErrors(c.params.errors), params);
  const queryErrors = finiteOnly(c.query(query) ? null : toFieldErrors(c.query.errors), query);
  let bodyErrors: FieldErrors | null = null;
  if (c.body) {
    if (!raw.body && op.bodyRequired) bodyErrors = { _: ['请求内容不能为空'] };
    else if (!c.body(body)) bodyErrors = toFieldErrors(c.body.errors);
    bodyErrors = finiteOnly(bodyErrors, body);
  }
  return { value: { params, query, body }, pathErrors, queryErrors, bodyErrors };
}
