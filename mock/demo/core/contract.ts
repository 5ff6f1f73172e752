import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import type { OperationId } from './operations';

/**
 * The operation table of the demo API, read from the contract itself: paths, methods, parameters, request bodies,
 * security and the statuses each operation may answer. Routing and request validation come from here, so the demo
 * API cannot drift from the contract's paths or parameter rules.
 */
export type Schema = Record<string, unknown>;

interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  description: string;
}

export interface OperationSpec<K extends OperationId = OperationId> {
  operationId: K;
  method: string;
  path: string;
  tag: string;
  /** Visitors may call it (security lists `{}`). */
  optionalAuth: boolean;
  /** No security at all (`security: []`). */
  public: boolean;
  parameters: ParameterSpec[];
  body: Schema | null;
  bodyRequired: boolean;
  statuses: Set<number>;
  /** The status of its success answer (201 when it creates, else 200). */
  successStatus: 200 | 201;
  match: RegExp;
  pathParams: string[];
}

const CONTRACT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/marketplace.yaml');

interface Doc {
  info: { version: string };
  /** Each path's item: its shared `parameters` and an operation object per method. */
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  security?: unknown[];
}

let cached: { doc: Doc; operations: OperationSpec[] } | null = null;

export function loadContract(): { doc: Doc; operations: OperationSpec[] } {
  if (cached) return cached;
  const doc = YAML.parse(fs.readFileSync(CONTRACT_FILE, 'utf8')) as Doc;
  const resolve = <T>(node: unknown): T => {
    let cur = node as Record<string, unknown>;
    while (cur && typeof cur.$ref === 'string') {
      cur = (cur.$ref as string)
        .slice(2)
        .split('/')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], doc) as Record<string, unknown>;
    }
    return cur as T;
  };
  const operations: OperationSpec[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    const shared: unknown[] = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const security = (op.security as unknown[] | undefined) ?? doc.security ?? [];
      const params = [...shared, ...((op.parameters as unknown[] | undefined) ?? [])].map((raw) => {
        const prm = resolve<Record<string, unknown>>(raw);
        return {
          name: prm.name as string,
          in: prm.in as ParameterSpec['in'],
          required: Boolean(prm.required),
          schema: (prm.schema as Schema) ?? {},
          description: (prm.description as string) ?? '',
        };
      });
      const requestBody = op.requestBody ? resolve<Record<string, unknown>>(op.requestBody) : null;
      const content = requestBody?.content as Record<string, { schema?: Schema }> | undefined;
      const body = content ? (Object.values(content)[0]?.schema ?? null) : null;
      const pathParams: string[] = [];
      const pattern = p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
        pathParams.push(name);
        return '([^/]+)';
      });
      const statuses = new Set(Object.keys(op.responses as object).map(Number));
      operations.push({
        operationId: op.operationId as OperationId,
        method: method.toUpperCase(),
        path: p,
        tag: ((op.tags as string[] | undefined) ?? ['default'])[0]!,
        optionalAuth: security.length === 0 || security.some((s) => s && Object.keys(s as object).length === 0),
        public: security.length === 0,
        parameters: params,
        body,
        bodyRequired: Boolean(requestBody?.required),
        statuses,
        successStatus: statuses.has(201) ? 201 : 200,
        match: new RegExp(`^${pattern}$`),
        pathParams,
      });
    }
  }
  // Literal segments win over templated ones (/api/cart/quick_add/{id} before /api/cart/{id}/edit is not ambiguous,
  // but /api/zone/kxzq/new must beat /api/zone/kxzq/goods/{url}-style templates): fewer parameters first.
  operations.sort((a, b) => a.pathParams.length - b.pathParams.length);
  cached = { doc, operations };
  return cached;
}
