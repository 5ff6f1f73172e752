/**
 * The contract follows its conventions (OpenAPI 3.0.3, one tag and a Chinese summary per operation, form bodies,
 * Money strings), and the transport's error catalogue (src/lib/http STATUS_KIND) knows every error status it declares.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_KIND } from '@/lib/http';
import { contract, operations, resolveRef, type Obj } from './load-contract';

describe('contract coverage', () => {
  it('uses OpenAPI 3.0.3', () => {
    expect(contract.openapi).toBe('3.0.3');
  });

  it('every error status the contract declares has its behaviour in the error catalogue', () => {
    const statuses = new Set<number>();
    for (const { op } of operations()) for (const s of Object.keys(op.responses as Obj)) if (Number(s) >= 400) statuses.add(Number(s));
    const unknown = [...statuses].filter((s) => !(s in STATUS_KIND));
    expect(unknown).toEqual([]);
  });

  it('every operation has one tag, a verb-noun operationId, a Chinese summary and a 4xx/5xx answer', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!Array.isArray(op.tags) || op.tags.length !== 1) problems.push(`${where}: needs exactly one tag`);
      if (typeof op.operationId !== 'string' || !/^[a-z]+[A-Za-z0-9]*$/.test(op.operationId)) problems.push(`${where}: operationId`);
      else if (ids.has(op.operationId)) problems.push(`${where}: duplicate operationId`);
      else ids.add(op.operationId);
      if (typeof op.summary !== 'string' || !/[\u4e00-\u9fff]/.test(op.summary)) problems.push(`${where}: summary must be Chinese`);
      const statuses = Object.keys(op.responses as Obj);
      if (!statuses.includes('500')) problems.push(`${where}: no 500`);
    }
    expect(problems).toEqual([]);
  });

  it('POST and PUT bodies are form-encoded (files excepted)', () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations()) {
      if (method !== 'post' && method !== 'put') continue;
      const body = resolveRef<Obj>(op.requestBody ?? {});
      const types = Object.keys((body.content as Obj) ?? {});
      if (types.some((t) => t !== 'application/x-www-form-urlencoded' && t !== 'multipart/form-data')) wrong.push(`${method} ${path}: ${types.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('money fields are the decimal Money string, never JSON numbers', () => {
    const suspicious: string[] = [];
    const moneyName = /(^|_)(price|amount|money|balance)$/;
    const notMoney = new Set(['WalletPointsLog.balance']); // a points balance: whole points, not yuan
    for (const [name, schema] of Object.entries(contract.components.schemas ?? {})) {
      for (const [prop, def] of Object.entries(((schema as Obj).properties as Record<string, Obj>) ?? {})) {
        if (moneyName.test(prop) && !notMoney.has(`${name}.${prop}`) && (def.type === 'number' || def.type === 'integer')) suspicious.push(`${name}.${prop}`);
      }
    }
    expect(suspicious).toEqual([]);
  });
});
