import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = Record<string, unknown>;

export const CONTRACT_PATH = path.resolve('openapi/marketplace.yaml');
export const contract = YAML.parse(fs.readFileSync(CONTRACT_PATH, 'utf8')) as Obj & {
  paths: Record<string, Record<string, Obj>>;
  components: Record<string, Record<string, Obj>>;
};

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function resolveRef<T = Obj>(node: unknown): T {
  let cur = node as Obj;
  const seen = new Set<string>();
  while (cur && typeof cur === 'object' && typeof cur.$ref === 'string') {
    const ref = cur.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    cur = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((o, k) => (o as Obj)[k.replace(/~1/g, '/').replace(/~0/g, '~')], contract) as Obj;
  }
  return cur as T;
}

export function operations(): Array<{ method: string; path: string; op: Obj }> {
  const out: Array<{ method: string; path: string; op: Obj }> = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const m of METHODS) if (item[m]) out.push({ method: m, path: p, op: item[m] as Obj });
  }
  return out;
}
