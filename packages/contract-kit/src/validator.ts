/**
 * Checks requests and answers against the contract. A request: the method and path must be an operation, the path
 * and query parameters and the (form-parsed) body must validate against their schemas. An answer: its status must be
 * declared for the operation, its content type must match, a JSON body must validate strictly (unknown properties are
 * errors, even inside allOf), its `code` must be in the catalogue and fit the status, and the headers the answer
 * declares (Set-Cookie of the session, Retry-After) must be there with the right shape.
 *
 * Each violation carries the JSON pointer of its first error (`/data/list/0/price`; `/code`; a header as
 * `header:retry-after`), so a report names the exact place.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2019.js';
import type Ajv2019 from 'ajv/dist/2019.js';
import { isCatalogued, successCodes } from './catalogue';
import { findOperation, type ContractOperation, type Obj } from './contract';
import { parseForm } from './form';
import { contractAjv, toJsonSchema } from './json-schema';

const strictAjv = contractAjv();
// Requests travel as strings (query, form): coerce like any backend would, then check the same closed schemas.
const coercingAjv = contractAjv({ coerceTypes: 'array' });

const cache = new Map<string, ValidateFunction>();
function compiled(key: string, ajv: Ajv2019, schema: () => unknown): ValidateFunction {
  let v = cache.get(key);
  if (!v) {
    v = ajv.compile(schema() as object);
    cache.set(key, v);
  }
  return v;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The errors that say why (the branches of anyOf/oneOf, not the combinator), first one first. */
function meaningful(errors: ErrorObject[] | null | undefined): ErrorObject[] {
  const list = (errors ?? []).filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if');
  return list.length ? list : (errors ?? []);
}

/** The JSON pointer of an error: the instance path, plus the property a `required` or closed-object error names. */
export function pointerOf(e: ErrorObject): string {
  const p = e.params as Record<string, string>;
  if (e.keyword === 'required') return `${e.instancePath}/${escapePointer(p.missingProperty ?? '')}`;
  if (e.keyword === 'unevaluatedProperties') return `${e.instancePath}/${escapePointer(p.unevaluatedProperty ?? '')}`;
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${escapePointer(p.additionalProperty ?? '')}`;
  return e.instancePath;
}

function errorsText(errors: ErrorObject[] | null | undefined, limit = 6): string {
  const list = meaningful(errors);
  const shown = list.slice(0, limit).map((e) => {
    const where = pointerOf(e) || '(root)';
    if (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') return `${where} is not in the schema`;
    if (e.keyword === 'required') return `${where} is required but missing`;
    return `${where} ${e.message ?? e.keyword}`;
  });
  const more = list.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (+${more} more)` : '');
}

export interface RawRequest {
  method: string;
  /** Path and query. */
  url: string;
  contentType?: string | null;
  /** Form or JSON text, or the fields of a multipart body (files by name). */
  body?: string | Record<string, unknown> | null;
}

export interface RawResponse {
  status: number;
  contentType: string | null;
  /** The body as text (binary answers: a short description). */
  text: string;
  /** Header values by lower-case name; `set-cookie` holds every Set-Cookie line. */
  headers?: Record<string, string | string[]>;
}

export type ViolationKind = 'request' | 'status' | 'content-type' | 'schema' | 'code' | 'header' | 'crash';

export interface Violation {
  operationId: string | null;
  kind: ViolationKind;
  /** `METHOD /path?query` (with the client's name in front when a scenario made the call). */
  call: string;
  /** The answer's HTTP status (null for request violations). */
  status: number | null;
  /** JSON pointer of the first error ('' is the whole body). */
  pointer: string;
  message: string;
}

export interface RequestCheck {
  op: ContractOperation | null;
  violations: Violation[];
}

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Checks a request against the contract: route, parameters, body. */
export function checkRequest(req: RawRequest): RequestCheck {
  const url = new URL(req.url, 'http://kit');
  const call = `${req.method.toUpperCase()} ${url.pathname}${url.search}`;
  const found = findOperation(req.method, url.pathname);
  if (!found) return { op: null, violations: [{ operationId: null, kind: 'request', call, status: null, pointer: '', message: 'no contract operation has this method and path' }] };
  const { op, params } = found;
  const violations: Violation[] = [];
  const add = (pointer: string, message: string) => violations.push({ operationId: op.operationId, kind: 'request', call, status: null, pointer, message });

  for (const place of ['path', 'query'] as const) {
    const list = op.parameters.filter((p) => p.in === place);
    const value: Obj = place === 'path' ? { ...params } : parseForm(url.searchParams);
    const validate = compiled(`${op.operationId} ${place}`, coercingAjv, () => ({
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, toJsonSchema(p.schema)])),
      required: list.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    }));
    if (!validate(value)) add(`${place}:${pointerOf(meaningful(validate.errors)[0]!)}`, `${place} parameters: ${errorsText(validate.errors)}`);
  }

  const hasBody = req.body !== undefined && req.body !== null && (typeof req.body !== 'string' || req.body.length > 0);
  if (!op.body) {
    if (hasBody) add('body:', 'sends a body, but the operation declares none');
  } else if (!hasBody) {
    if (op.body.required) add('body:', 'the request body is required');
  } else {
    const type = mediaType(req.contentType);
    if (type !== op.body.contentType) add('body:', `body sent as ${type || '(no type)'}, the contract wants ${op.body.contentType}`);
    let value: Obj;
    if (typeof req.body === 'string') {
      if (type === 'application/json') {
        try {
          value = JSON.parse(req.body) as Obj;
        } catch {
          value = {};
          add('body:', 'the JSON body does not parse');
        }
      } else value = parseForm(req.body);
    } else value = { ...(req.body as Obj) };
    const schema = op.body.schema;
    const validate = compiled(`${op.operationId} body`, coercingAjv, () => toJsonSchema(schema));
    if (!validate(value)) add(`body:${pointerOf(meaningful(validate.errors)[0]!)}`, `body: ${errorsText(validate.errors)}`);
  }
  return { op, violations };
}

const SUCCESS = new Set(successCodes.map((e) => e.code));

function headerValues(res: RawResponse, name: string): string[] {
  const v = res.headers?.[name];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/** The session cookie the contract names in its security scheme (`yc_session`). */
export const SESSION_COOKIE = 'yc_session';

/** Checks an answer against what the operation declares for its status. */
export function checkResponse(op: ContractOperation, call: string, res: RawResponse): { violations: Violation[]; json: unknown } {
  const violations: Violation[] = [];
  const add = (kind: ViolationKind, pointer: string, message: string) =>
    violations.push({ operationId: op.operationId, kind, call, status: res.status, pointer, message });
  const declared = op.responses.get(res.status);
  let json: unknown = undefined;
  const type = mediaType(res.contentType);
  if (type === 'application/json') {
    try {
      json = JSON.parse(res.text);
    } catch {
      add('schema', '', `status ${res.status}: the body is not JSON`);
    }
  }
  if (!declared) {
    const msg = json && typeof json === 'object' ? ` (msg: ${String((json as Obj).msg)})` : '';
    add('status', '', `status ${res.status} is not declared (declared: ${[...op.responses.keys()].join(', ')})${msg}`);
    return { violations, json };
  }
  // The envelope's code first (the schema's enum would say the same less plainly): in the catalogue, a success
  // code exactly on success statuses.
  if (json && typeof json === 'object' && typeof (json as Obj).code === 'number') {
    const code = (json as Obj).code as number;
    const ok = res.status >= 200 && res.status < 300;
    if (!isCatalogued(code)) add('code', '/code', `code ${code} is not in the contract's catalogue (ErrorCode, SuccessCode)`);
    else if (ok !== SUCCESS.has(code)) add('code', '/code', `code ${code} on HTTP ${res.status}: ${ok ? 'a success status needs a success code' : 'an error status needs an error code'}`);
  }
  if (declared.content.size > 0) {
    if (!declared.content.has(type)) {
      add('content-type', '', `status ${res.status} answered ${type || '(no content type)'}, declared ${[...declared.content.keys()].join(', ')}`);
      return { violations, json };
    }
    const schema = declared.content.get(type);
    if (type === 'application/json' && schema && json !== undefined) {
      const validate = compiled(`${op.operationId} ${res.status} ${type}`, strictAjv, () => toJsonSchema(schema));
      if (!validate(json)) add('schema', pointerOf(meaningful(validate.errors)[0]!), `status ${res.status} body: ${errorsText(validate.errors)}`);
    } else if (type !== 'application/json' && res.text.length === 0) {
      add('schema', '', `status ${res.status} ${type} body is empty`);
    }
  }
  // Declared headers.
  for (const [name, header] of declared.headers) {
    const values = headerValues(res, name);
    if (name === 'set-cookie') {
      const session = values.find((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
      // The contract's two cookie headers: SetSessionCookie, and ClearSessionCookie whose example expires it.
      const clears = /max-age\s*=\s*0/i.test(String(header.example ?? ''));
      if (!session) add('header', 'header:set-cookie', `status ${res.status} must set the ${SESSION_COOKIE} cookie (Set-Cookie declared)`);
      else if (clears && !/max-age\s*=\s*0/i.test(session) && !/expires=thu, 01 jan 1970/i.test(session)) add('header', 'header:set-cookie', `status ${res.status} must expire ${SESSION_COOKIE} (Max-Age=0): ${session}`);
      else if (!clears && (!/;\s*httponly/i.test(session) || /^[^=]+=\s*(;|$)/.test(session))) add('header', 'header:set-cookie', `status ${res.status} must set a non-empty httpOnly ${SESSION_COOKIE}: ${session}`);
      continue;
    }
    if (values.length === 0) {
      if (header.required === true) add('header', `header:${name}`, `status ${res.status} must send the ${name} header`);
      continue;
    }
    if (name === 'retry-after' && !/^\d+$/.test(values[0]!.trim())) add('header', 'header:retry-after', `Retry-After must be whole seconds, got ${JSON.stringify(values[0])}`);
  }
  return { violations, json };
}
