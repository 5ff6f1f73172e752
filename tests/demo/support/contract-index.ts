/**
 * The contract's operations as the conformance tests see them, built straight from openapi/marketplace.yaml through
 * tests/contract/load-contract.ts. Deliberately independent of mock/demo/core/contract.ts: the demo API's router is
 * what is under test, so the tests must not share its reading of the contract.
 */
import { contract, operations, resolveRef, type Obj } from '@tests/contract/load-contract';

export type Security = 'public' | 'optional' | 'session';

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Obj;
  example: unknown;
}

export interface ContractBody {
  required: boolean;
  contentType: string;
  schema: Obj;
  example: unknown;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  security: Security;
  parameters: ContractParameter[];
  body: ContractBody | null;
  /** status → content type → schema (null when the content declares no schema). */
  responses: Map<number, Map<string, Obj | null>>;
  match: RegExp;
  pathParams: string[];
  raw: Obj;
}

function securityOf(op: Obj): Security {
  const list = (op.security as unknown[] | undefined) ?? (contract.security as unknown[] | undefined) ?? [];
  if (list.length === 0) return 'public';
  return list.some((s) => s && Object.keys(s as object).length === 0) ? 'optional' : 'session';
}

function build(): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const { method, path, op } of operations()) {
    const item = contract.paths[path] as Obj;
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    const parameters = [...shared, ...((op.parameters as unknown[] | undefined) ?? [])].map((raw) => {
      const p = resolveRef<Obj>(raw);
      return {
        name: p.name as string,
        in: p.in as ContractParameter['in'],
        required: Boolean(p.required),
        schema: (p.schema as Obj) ?? {},
        example: p.example ?? (resolveRef<Obj>(p.schema ?? {}) as Obj).example,
      };
    });
    let body: ContractBody | null = null;
    if (op.requestBody) {
      const rb = resolveRef<Obj>(op.requestBody);
      const [contentType, media] = Object.entries((rb.content as Record<string, Obj>) ?? {})[0] ?? [];
      if (contentType && media) {
        const named = Object.values((media.examples as Obj) ?? {}).map((e) => resolveRef<Obj>(e).value);
        body = {
          required: Boolean(rb.required),
          contentType,
          schema: (media.schema as Obj) ?? {},
          example: media.example ?? named[0],
        };
      }
    }
    const responses = new Map<number, Map<string, Obj | null>>();
    for (const [status, r] of Object.entries(op.responses as Obj)) {
      const response = resolveRef<Obj>(r);
      const types = new Map<string, Obj | null>();
      for (const [type, media] of Object.entries((response.content as Record<string, Obj>) ?? {})) {
        types.set(type, (media.schema as Obj | undefined) ?? null);
      }
      responses.set(Number(status), types);
    }
    const pathParams: string[] = [];
    const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      pathParams.push(name);
      return '([^/]+)';
    });
    out.push({
      operationId: op.operationId as string,
      method: method.toUpperCase(),
      path,
      tag: ((op.tags as string[] | undefined) ?? ['default'])[0]!,
      security: securityOf(op),
      parameters,
      body,
      responses,
      match: new RegExp(`^${pattern}$`),
      pathParams,
      raw: op,
    });
  }
  return out;
}

export const contractOperations: readonly ContractOperation[] = build();

export const operationsById: ReadonlyMap<string, ContractOperation> = new Map(
  contractOperations.map((o) => [o.operationId, o]),
);

export function operation(operationId: string): ContractOperation {
  const op = operationsById.get(operationId);
  if (!op) throw new Error(`operation ${operationId} is not in the contract`);
  return op;
}

/**
 * The operation a method and path address. A literal segment beats a template (`/api/zone/kxzq/new` over
 * `/api/zone/kxzq/goods/{url}`-like paths), so among several matches the one with fewest parameters wins.
 */
export function findOperation(
  method: string,
  pathname: string,
): { op: ContractOperation; params: Record<string, string> } | null {
  let best: { op: ContractOperation; params: Record<string, string> } | null = null;
  for (const op of contractOperations) {
    if (op.method !== method.toUpperCase()) continue;
    const m = op.match.exec(pathname);
    if (!m) continue;
    if (best && best.op.pathParams.length <= op.pathParams.length) continue;
    const params: Record<string, string> = {};
    op.pathParams.forEach((name, i) => {
      const raw = m[i + 1]!;
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
      }
    });
    best = { op, params };
  }
  return best;
}

/** The contract's example of each query/path parameter (`example` on the parameter or its schema). */
export function parameterExamples(op: ContractOperation, place: 'path' | 'query', requiredOnly = false): Obj {
  const out: Obj = {};
  for (const p of op.parameters) {
    if (p.in !== place || (requiredOnly && !p.required) || p.example === undefined) continue;
    out[p.name] = structuredClone(p.example);
  }
  return out;
}

/** A deep copy of the request body example (null fields are kept: encodeForm leaves them out). */
export function bodyExample(op: ContractOperation): Obj {
  const ex = op.body?.example;
  return ex && typeof ex === 'object' ? (structuredClone(ex) as Obj) : {};
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
