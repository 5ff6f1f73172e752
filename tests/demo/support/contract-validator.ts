/**
 * A validator built from the contract that checks every request the tests send and every answer the demo API gives:
 * the method and path must be a contract operation, parameters and the (form-parsed) body must validate against their
 * schemas, the status must be declared for the operation, the content type must match and the JSON body must
 * validate strictly: unknown properties are errors, even inside allOf (same rule as tests/contract/examples.test.ts).
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2019';
import type Ajv2019 from 'ajv/dist/2019';
import { parseForm } from '@mock/demo/core/form';
import { contractAjv, toJsonSchema } from '@tests/contract/json-schema';
import type { Obj } from '@tests/contract/load-contract';
import { findOperation, type ContractOperation } from './contract-index';

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

function errorsText(errors: ErrorObject[] | null | undefined, limit = 6): string {
  const list = (errors ?? []).filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if');
  const shown = (list.length ? list : (errors ?? [])).slice(0, limit).map((e) => {
    const where = e.instancePath || '(root)';
    if (e.keyword === 'unevaluatedProperties') {
      return `${where} has unknown property "${(e.params as { unevaluatedProperty: string }).unevaluatedProperty}"`;
    }
    if (e.keyword === 'additionalProperties') {
      return `${where} has unknown property "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    }
    return `${where} ${e.message ?? e.keyword}`;
  });
  const more = (list.length || errors?.length || 0) - shown.length;
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
}

export interface Violation {
  operationId: string | null;
  kind: 'request' | 'response';
  call: string;
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
  const url = new URL(req.url, 'http://demo');
  const call = `${req.method.toUpperCase()} ${url.pathname}${url.search}`;
  const found = findOperation(req.method, url.pathname);
  if (!found) {
    return { op: null, violations: [{ operationId: null, kind: 'request', call, message: 'no contract operation has this method and path' }] };
  }
  const { op, params } = found;
  const violations: Violation[] = [];
  const add = (message: string) => violations.push({ operationId: op.operationId, kind: 'request', call, message });

  for (const place of ['path', 'query'] as const) {
    const list = op.parameters.filter((p) => p.in === place);
    const value: Obj = place === 'path' ? { ...params } : parseForm(url.searchParams);
    const validate = compiled(`${op.operationId} ${place}`, coercingAjv, () => ({
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, toJsonSchema(p.schema)])),
      required: list.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    }));
    if (!validate(value)) add(`${place} parameters: ${errorsText(validate.errors)}`);
  }

  const hasBody = req.body !== undefined && req.body !== null && (typeof req.body !== 'string' || req.body.length > 0);
  if (!op.body) {
    if (hasBody) add('sends a body, but the operation declares none');
  } else if (!hasBody) {
    if (op.body.required) add('the request body is required');
  } else {
    const type = mediaType(req.contentType);
    if (type !== op.body.contentType) add(`body sent as ${type || '(no type)'}, the contract wants ${op.body.contentType}`);
    let value: Obj;
    if (typeof req.body === 'string') {
      if (type === 'application/json') {
        try {
          value = JSON.parse(req.body) as Obj;
        } catch {
          value = {};
          add('the JSON body does not parse');
        }
      } else value = parseForm(req.body);
    } else value = { ...(req.body as Obj) };
    const schema = op.body.schema;
    const validate = compiled(`${op.operationId} body`, coercingAjv, () => toJsonSchema(schema));
    if (!validate(value)) add(`body: ${errorsText(validate.errors)}`);
  }
  return { op, violations };
}

/** Checks an answer against what the operation declares for its status. */
export function checkResponse(op: ContractOperation, call: string, res: RawResponse): { violations: Violation[]; json: unknown } {
  const violations: Violation[] = [];
  const add = (message: string) => violations.push({ operationId: op.operationId, kind: 'response', call, message });
  const declared = op.responses.get(res.status);
  let json: unknown = undefined;
  const type = mediaType(res.contentType);
  if (type === 'application/json') {
    try {
      json = JSON.parse(res.text);
    } catch {
      add(`status ${res.status}: the body is not JSON`);
    }
  }
  if (!declared) {
    const msg = json && typeof json === 'object' ? ` (msg: ${String((json as Obj).msg)})` : '';
    add(`status ${res.status} is not declared (declared: ${[...op.responses.keys()].join(', ')})${msg}`);
    return { violations, json };
  }
  if (declared.size === 0) return { violations, json };
  if (!declared.has(type)) {
    add(`status ${res.status} answered ${type || '(no content type)'}, declared ${[...declared.keys()].join(', ')}`);
    return { violations, json };
  }
  const schema = declared.get(type);
  if (type === 'application/json' && schema && json !== undefined) {
    const validate = compiled(`${op.operationId} ${res.status} ${type}`, strictAjv, () => toJsonSchema(schema));
    if (!validate(json)) add(`status ${res.status} body: ${errorsText(validate.errors)}`);
  } else if (type !== 'application/json' && res.text.length === 0) {
    add(`status ${res.status} ${type} body is empty`);
  }
  return { violations, json };
}

/** A 503 answered for an operation whose handler is not written yet. */
export const NOT_BUILT_MSG = '该功能暂未开放';

export function isNotBuilt(status: number, json: unknown): boolean {
  return status === 503 && !!json && typeof json === 'object' && (json as Obj).msg === NOT_BUILT_MSG;
}
