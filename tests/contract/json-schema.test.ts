import { describe, expect, it } from 'vitest';
import { contractAjv, toJsonSchema } from './json-schema';
import { contract } from './load-contract';

const check = (schema: unknown, value: unknown) => contractAjv().compile(toJsonSchema(schema) as object)(value);

describe('contract schema translation (OpenAPI 3.0 → JSON Schema)', () => {
  it('treats the binary and password formats as annotations: any string passes, and the format is gone', () => {
    for (const format of ['binary', 'password']) {
      expect(toJsonSchema({ type: 'string', format, minLength: 6 })).toEqual({ type: 'string', minLength: 6 });
      expect(check({ type: 'string', format }, 'Demo2026!')).toBe(true);
      expect(check({ type: 'string', format }, 12)).toBe(false);
    }
  });

  it('still enforces the formats that constrain a string', () => {
    expect(check({ type: 'string', format: 'date' }, '2026-11-22')).toBe(true);
    expect(check({ type: 'string', format: 'date' }, '2026-11-31x')).toBe(false);
  });

  it('turns nullable into "or null" and closes objects, also across allOf', () => {
    expect(check({ type: 'string', nullable: true }, null)).toBe(true);
    expect(check({ type: 'string' }, null)).toBe(false);
    const schema = { allOf: [{ type: 'object', properties: { a: { type: 'integer' } } }, { type: 'object', properties: { b: { type: 'integer' } } }] };
    expect(check(schema, { a: 1, b: 2 })).toBe(true);
    expect(check(schema, { a: 1, b: 2, c: 3 })).toBe(false);
  });

  it('keeps no OpenAPI annotation in any translated schema of the contract', () => {
    const left: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}/${i}`));
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (['example', 'examples', 'description', 'nullable', 'discriminator', 'xml', '$ref'].includes(k)) left.push(`${where}: ${k}`);
        if (k === 'format' && (v === 'binary' || v === 'password')) left.push(`${where}: format ${String(v)}`);
        // Property names are data, not keywords: walk their schemas only.
        if (k === 'properties') for (const [pk, pv] of Object.entries(v as object)) walk(pv, `${where}/properties/${pk}`);
        else walk(v, `${where}/${k}`);
      }
    };
    for (const [name, schema] of Object.entries(contract.components.schemas ?? {})) walk(toJsonSchema(schema), name);
    expect(left).toEqual([]);
  });
});
