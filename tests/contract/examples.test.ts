/**
 * Every example in the contract validates against its schema, strictly: unknown properties are errors even inside
 * allOf (Redocly's check lets those through), required fields must be there, Money strings match, enums hold.
 */
import { describe, expect, it } from 'vitest';
import { contractAjv, toJsonSchema } from './json-schema';
import { contract, operations, resolveRef, type Obj } from './load-contract';

const ajv = contractAjv();

interface Case {
  where: string;
  schema: unknown;
  value: unknown;
}

const cases: Case[] = [];
for (const { method, path, op } of operations()) {
  const where = `${method.toUpperCase()} ${path}`;
  for (const p of (op.parameters as unknown[] | undefined) ?? []) {
    const param = resolveRef<Obj>(p);
    if (param.example !== undefined) cases.push({ where: `${where} parameter ${String(param.name)}`, schema: param.schema, value: param.example });
  }
  const body = resolveRef<Obj>(op.requestBody ?? {});
  for (const [type, media] of Object.entries((body.content as Record<string, Obj>) ?? {})) {
    if (media.example !== undefined) cases.push({ where: `${where} body ${type}`, schema: media.schema, value: media.example });
    for (const [name, ex] of Object.entries((media.examples as Obj) ?? {})) cases.push({ where: `${where} body ${name}`, schema: media.schema, value: resolveRef<Obj>(ex).value });
  }
  for (const [status, r] of Object.entries(op.responses as Obj)) {
    const response = resolveRef<Obj>(r);
    for (const [type, media] of Object.entries((response.content as Record<string, Obj>) ?? {})) {
      if (media.example !== undefined) cases.push({ where: `${where} ${status} ${type}`, schema: media.schema, value: media.example });
      for (const [name, ex] of Object.entries((media.examples as Obj) ?? {})) cases.push({ where: `${where} ${status} ${name}`, schema: media.schema, value: resolveRef<Obj>(ex).value });
    }
  }
}

describe('contract examples', () => {
  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it('every example validates strictly against its schema', () => {
    const failures: string[] = [];
    for (const c of cases) {
      const validate = ajv.compile(toJsonSchema(c.schema) as object);
      if (!validate(c.value)) failures.push(`${c.where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
  });

  it('every JSON response has at least one named example', () => {
    const missing: string[] = [];
    for (const { method, path, op } of operations()) {
      for (const [status, r] of Object.entries(op.responses as Obj)) {
        const json = ((resolveRef<Obj>(r).content as Record<string, Obj>) ?? {})['application/json'];
        if (json && !json.examples && json.example === undefined) missing.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the validator rejects an example that breaks its schema (the check can fail)', () => {
    const schema = toJsonSchema({ allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, { type: 'object', properties: { data: { $ref: '#/components/schemas/Goods' } } }] });
    const validate = ajv.compile(schema as object);
    expect(validate({ code: 10000, msg: 'ok', data: { id: 1 } })).toBe(false); // required goods fields missing
    expect(validate({ code: 10000, msg: 'ok', extra: 1 })).toBe(false); // unknown property inside allOf
    expect(validate({ code: 99, msg: 'ok' })).toBe(false); // not a success code
    expect(contract.components.schemas?.Money).toBeDefined();
  });
});
