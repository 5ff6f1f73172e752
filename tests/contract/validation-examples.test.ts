/**
 * Each 422 example names fields of its own operation: every key of `errors` (its first segment, `params.0.number` →
 * `params`) is a path or query parameter or a body field of the operation that shows it.
 */
import { describe, expect, it } from 'vitest';
import { operations, resolveRef, type Obj } from './load-contract';

function inputsOf(op: Obj): Set<string> {
  const names = new Set<string>();
  for (const p of (op.parameters as unknown[] | undefined) ?? []) names.add(resolveRef<Obj>(p).name as string);
  const body = resolveRef<Obj>(op.requestBody ?? {});
  for (const media of Object.values((body.content as Record<string, Obj>) ?? {})) {
    const schema = resolveRef<Obj>(media.schema ?? {});
    const parts = [schema, ...((schema.allOf as unknown[] | undefined) ?? []).map((s) => resolveRef<Obj>(s))];
    for (const part of parts) for (const k of Object.keys((part.properties as Obj) ?? {})) names.add(k);
  }
  return names;
}

function examples422(op: Obj): Array<{ name: string; fields: string[] }> {
  const response = (op.responses as Obj)['422'];
  if (!response) return [];
  const out: Array<{ name: string; fields: string[] }> = [];
  for (const media of Object.values((resolveRef<Obj>(response).content as Record<string, Obj>) ?? {})) {
    const all: Array<[string, unknown]> = [...(media.example !== undefined ? [['example', media.example] as [string, unknown]] : []), ...Object.entries((media.examples as Obj) ?? {}).map(([n, e]) => [n, resolveRef<Obj>(e).value] as [string, unknown])];
    for (const [name, value] of all) out.push({ name, fields: Object.keys(((value as Obj | undefined)?.errors as Obj | undefined) ?? {}) });
  }
  return out;
}

describe('422 examples', () => {
  const withValidation = operations().filter(({ op }) => (op.responses as Obj)['422']);

  it('exist on the operations that declare 422', () => {
    expect(withValidation.length).toBeGreaterThan(80);
    expect(withValidation.filter(({ op }) => examples422(op).length === 0).map(({ op }) => op.operationId)).toEqual([]);
  });

  it("name only the operation's own inputs", () => {
    const wrong: string[] = [];
    for (const { op } of withValidation) {
      const inputs = inputsOf(op);
      for (const ex of examples422(op)) {
        if (ex.fields.length === 0) wrong.push(`${String(op.operationId)} ${ex.name}: no field`);
        for (const field of ex.fields) if (!inputs.has(field.split('.')[0]!)) wrong.push(`${String(op.operationId)} ${ex.name}: ${field} is not one of ${[...inputs].join(', ') || '(no inputs)'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
