import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract, type OperationSpec, type Schema } from './contract';
import type { OperationBody, OperationId, OperationPath, OperationQuery } from './operations';

/**
 * Request validation built from the contract: query and path parameters and form bodies are coerced from strings to
 * the contract's types and checked against its schemas with ajv. Failures become Chinese field messages (the 422
 * `errors` map), so malformed input is refused the way a real backend refuses it, never with a 500.
 *
 * This is what makes a handler's typed view honest: a request reaches a handler only once its path, query and body
 * passed the operation's schemas, and ajv's `compile<T>` types what passed as openapi-typescript's rendering of the
 * same schemas (OperationPath/OperationQuery/OperationBody, ./operations.ts). Fields the contract does not name may
 * still be present; they are simply not in the type.
 */
export type FieldErrors = Record<string, string[]>;

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

interface Schemas {
  params: Schema;
  query: Schema;
  body: Schema;
}

/** The body of an operation that takes none: always empty (see validateRequest). */
const NO_BODY: Schema = { type: 'object' };

/**
 * Each operation's schemas, built once: ajv keeps a compiled function per schema object, so compiling the same
 * object again is a lookup.
 */
const schemasByOperation = new WeakMap<OperationSpec, Schemas>();

function objectSchema(list: OperationSpec['parameters']): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, { ...p.schema, description: p.schema.description ?? p.description }])),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
}

function schemasOf(op: OperationSpec): Schemas {
  let s = schemasByOperation.get(op);
  if (!s) {
    s = {
      params: rewriteRefs(objectSchema(op.parameters.filter((p) => p.in === 'path'))) as Schema,
      query: rewriteRefs(objectSchema(op.parameters.filter((p) => p.in === 'query'))) as Schema,
      body: op.body ? (rewriteRefs(op.body) as Schema) : NO_BODY,
    };
    schemasByOperation.set(op, s);
  }
  return s;
}

interface Validators<K extends OperationId> {
  params: ValidateFunction<OperationPath<K>>;
  query: ValidateFunction<OperationQuery<K>>;
  body: ValidateFunction<OperationBody<K>>;
}

function validatorsOf<K extends OperationId>(op: OperationSpec<K>): Validators<K> {
  const s = schemasOf(op);
  return {
    params: ajv.compile<OperationPath<K>>(s.params),
    query: ajv.compile<OperationQuery<K>>(s.query),
    body: ajv.compile<OperationBody<K>>(s.body),
  };
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

function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = ''): FieldErrors {
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

/** One place of a request (path, query or body): its typed value when it passed, else the field messages. */
type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; value: Record<string, unknown> };

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

/** Validates (coercing and filling defaults in place) and answers the typed value, or every problem found. */
function check<T>(validate: ValidateFunction<T>, data: Record<string, unknown>): Checked<T> {
  const passed = validate(data);
  const errors: FieldErrors = passed ? {} : toFieldErrors(validate.errors);
  nonFinite(data, '', errors);
  if (passed && Object.keys(errors).length === 0) return { ok: true, value: data };
  return { ok: false, errors, value: data };
}

interface ValidationOutcome<K extends OperationId = OperationId> {
  path: Checked<OperationPath<K>>;
  query: Checked<OperationQuery<K>>;
  body: Checked<OperationBody<K>>;
}

export function validateRequest<K extends OperationId>(
  op: OperationSpec<K>,
  raw: { params: Record<string, string>; query: Record<string, unknown>; body: Record<string, unknown> | null },
): ValidationOutcome<K> {
  const v = validatorsOf(op);
  // An operation without a body gets none: whatever was sent is not looked at.
  const sent = op.body ? raw.body : {};
  const body: Checked<OperationBody<K>> =
    !sent && op.bodyRequired ? { ok: false, errors: { _: ['请求内容不能为空'] }, value: {} } : check(v.body, sent ?? {});
  return { path: check(v.params, { ...raw.params }), query: check(v.query, { ...raw.query }), body };
}

/**
 * The query again without the given fields (an operation that declares no refusal for bad optional query values
 * ignores them, and its defaults apply).
 */
export function revalidateQuery<K extends OperationId>(op: OperationSpec<K>, query: Record<string, unknown>, drop: string[]): Checked<OperationQuery<K>> {
  const rest = { ...query };
  for (const field of drop) delete rest[field.split('.')[0]!];
  return check(validatorsOf(op).query, rest);
}
