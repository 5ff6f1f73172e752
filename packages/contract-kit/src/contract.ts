/**
 * The contract as the conformance kit reads it: in the repository straight from openapi/marketplace.yaml, in the
 * built package from its own copy (contract/marketplace.yaml, written by build.ts): the operations with their
 * parameters, bodies, security and declared answers, path matching, and the contract's own examples. Deliberately
 * independent of the demo API's reading of the contract (mock/demo/core/contract.ts): the kit checks servers, the
 * demo API among them, so it must not share the reading it checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export type Obj = Record<string, unknown>;

/**
 * The built package's contract, relative to dist/ (build.ts defines it); undefined when the kit runs from its source in
 * the repository, which reads the repository's contract itself so it can never check a stale copy.
 */
declare const KIT_BUNDLED_CONTRACT: string | undefined;

const here = path.dirname(fileURLToPath(import.meta.url));

export const CONTRACT_PATH =
  typeof KIT_BUNDLED_CONTRACT === 'string' ? path.resolve(here, KIT_BUNDLED_CONTRACT) : path.resolve(here, '../../../openapi/marketplace.yaml');

export interface ContractDocument extends Obj {
  info: Obj & { version: string; description?: string };
  paths: Record<string, Record<string, Obj>>;
  components: Record<string, Record<string, Obj>>;
}

export function readContract(file = CONTRACT_PATH): ContractDocument {
  return YAML.parse(fs.readFileSync(file, 'utf8')) as ContractDocument;
}

export const contract: ContractDocument = readContract();

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Follows `$ref`s (local ones, `#/...`) to the node they name. */
export function resolveRef<T = Obj>(node: unknown, doc: ContractDocument = contract): T {
  let cur = node as Obj;
  const seen = new Set<string>();
  while (cur && typeof cur === 'object' && typeof cur.$ref === 'string') {
    const ref = cur.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    cur = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((o, k) => (o as Obj)[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Obj;
  }
  return cur as T;
}

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

export interface ContractResponse {
  /** content type → schema (null when the content declares no schema). */
  content: Map<string, Obj | null>;
  /** Header names (lower case) the answer declares. */
  headers: Map<string, Obj>;
  /** Codes the answer's examples carry, and codes its description names. */
  codes: Set<number>;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  security: Security;
  parameters: ContractParameter[];
  body: ContractBody | null;
  responses: Map<number, ContractResponse>;
  match: RegExp;
  pathParams: string[];
  raw: Obj;
}

function securityOf(op: Obj, doc: ContractDocument): Security {
  const list = (op.security as unknown[] | undefined) ?? (doc.security as unknown[] | undefined) ?? [];
  if (list.length === 0) return 'public';
  return list.some((s) => s && Object.keys(s as object).length === 0) ? 'optional' : 'session';
}

/** The codes an answer declares: its examples' `code`, and every error code its description names. */
function codesOf(response: Obj, doc: ContractDocument): Set<number> {
  const out = new Set<number>();
  for (const media of Object.values((response.content as Record<string, Obj>) ?? {})) {
    const values: unknown[] = [];
    if (media.example !== undefined) values.push(media.example);
    for (const ex of Object.values((media.examples as Obj) ?? {})) values.push(resolveRef<Obj>(ex, doc).value);
    for (const v of values) if (v && typeof v === 'object' && typeof (v as Obj).code === 'number') out.add((v as Obj).code as number);
  }
  for (const m of String(response.description ?? '').matchAll(/(?<![\d.])(4\d{4}|10001)(?![\d.])/g)) out.add(Number(m[1]));
  return out;
}

export function buildOperations(doc: ContractDocument = contract): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Obj | undefined;
      if (!op) continue;
      const shared = (item.parameters as unknown[] | undefined) ?? [];
      const parameters = [...shared, ...((op.parameters as unknown[] | undefined) ?? [])].map((raw) => {
        const param = resolveRef<Obj>(raw, doc);
        return {
          name: param.name as string,
          in: param.in as ContractParameter['in'],
          required: Boolean(param.required),
          schema: (param.schema as Obj) ?? {},
          example: param.example ?? resolveRef<Obj>(param.schema ?? {}, doc).example,
        };
      });
      let body: ContractBody | null = null;
      if (op.requestBody) {
        const rb = resolveRef<Obj>(op.requestBody, doc);
        const [contentType, media] = Object.entries((rb.content as Record<string, Obj>) ?? {})[0] ?? [];
        if (contentType && media) {
          const named = Object.values((media.examples as Obj) ?? {}).map((e) => resolveRef<Obj>(e, doc).value);
          body = { required: Boolean(rb.required), contentType, schema: (media.schema as Obj) ?? {}, example: media.example ?? named[0] };
        }
      }
      const responses = new Map<number, ContractResponse>();
      for (const [status, r] of Object.entries(op.responses as Obj)) {
        const response = resolveRef<Obj>(r, doc);
        const content = new Map<string, Obj | null>();
        for (const [type, media] of Object.entries((response.content as Record<string, Obj>) ?? {})) content.set(type, (media.schema as Obj | undefined) ?? null);
        const headers = new Map<string, Obj>();
        for (const [name, h] of Object.entries((response.headers as Obj) ?? {})) headers.set(name.toLowerCase(), resolveRef<Obj>(h, doc));
        responses.set(Number(status), { content, headers, codes: codesOf(response, doc) });
      }
      const pathParams: string[] = [];
      const pattern = p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
        pathParams.push(name);
        return '([^/]+)';
      });
      out.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path: p,
        tag: ((op.tags as string[] | undefined) ?? ['default'])[0]!,
        security: securityOf(op, doc),
        parameters,
        body,
        responses,
        match: new RegExp(`^${pattern}$`),
        pathParams,
        raw: op,
      });
    }
  }
  return out;
}

export const contractOperations: readonly ContractOperation[] = buildOperations();

export const operationsById: ReadonlyMap<string, ContractOperation> = new Map(contractOperations.map((o) => [o.operationId, o]));

export function operation(operationId: string): ContractOperation {
  const op = operationsById.get(operationId);
  if (!op) throw new Error(`operation ${operationId} is not in the contract`);
  return op;
}

/**
 * The operation a method and path address. A literal segment beats a template, so among several matches the one
 * with fewest parameters wins.
 */
export function findOperation(method: string, pathname: string): { op: ContractOperation; params: Record<string, string> } | null {
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

/** The contract's example of each query/path parameter. */
export function parameterExamples(op: ContractOperation, place: 'path' | 'query', requiredOnly = false): Obj {
  const out: Obj = {};
  for (const p of op.parameters) {
    if (p.in !== place || (requiredOnly && !p.required) || p.example === undefined) continue;
    out[p.name] = structuredClone(p.example);
  }
  return out;
}

/** A deep copy of the request body example (null fields are kept: the form encoder leaves them out). */
export function bodyExample(op: ContractOperation): Obj {
  const ex = op.body?.example;
  return ex && typeof ex === 'object' ? (structuredClone(ex) as Obj) : {};
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;
