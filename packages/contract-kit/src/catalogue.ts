/**
 * The contract's code catalogue: `SuccessCode` and `ErrorCode` (components.schemas), each code with its meaning and
 * what a client does with it (`x-enumDescriptions`). The kit checks every answer's `code` against it.
 */
import { contract, type ContractDocument, type Obj } from './contract';

export interface CodeEntry {
  code: number;
  description: string;
}

function entries(doc: ContractDocument, schema: string): CodeEntry[] {
  const s = (doc.components.schemas?.[schema] ?? {}) as Obj;
  const descriptions = (s['x-enumDescriptions'] as Record<string, string> | undefined) ?? {};
  return ((s.enum as number[] | undefined) ?? []).map((code) => ({ code, description: descriptions[String(code)] ?? '' }));
}

export const successCodes: readonly CodeEntry[] = entries(contract, 'SuccessCode');
export const errorCodes: readonly CodeEntry[] = entries(contract, 'ErrorCode');

const all = new Set([...successCodes, ...errorCodes].map((e) => e.code));

export const isCatalogued = (code: number): boolean => all.has(code);

/** Codes answered before any operation (a method the path does not have, a body over the size limit): no operation declares them. */
export const ROUTE_LEVEL_CODES: readonly number[] = [405, 413];
