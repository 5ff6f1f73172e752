import type { ValidateFunction } from 'ajv/dist/2019';
import { contractAjv, toJsonSchema } from '@tests/contract/json-schema';
import { operations, resolveRef, type Obj } from '@tests/contract/load-contract';

/**
 * Checks a demo API answer against the contract's response schema for its operation and status, strictly: unknown
 * properties are errors even inside allOf, required fields must be there, Money strings and enums must hold.
 */
const ajv = contractAjv();

const byId = new Map<string, Obj>();
for (const { op } of operations()) byId.set(op.operationId as string, op);
const compiled = new Map<string, ValidateFunction>();

/** Errors of an answer against the contract (empty when it conforms, or when the status is not declared: listed). */
export function contractErrors(operationId: string, status: number, body: unknown): string[] {
  const op = byId.get(operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const responses = op.responses as Obj;
  if (!(String(status) in responses)) return [`${operationId} answered ${status}, not declared`];
  const key = `${operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const response = resolveRef<Obj>(responses[String(status)]);
    const schema = ((response.content as Record<string, Obj>) ?? {})['application/json']?.schema;
    if (!schema) return [];
    validate = ajv.compile(toJsonSchema(schema) as object);
    compiled.set(key, validate);
  }
  return validate(body) ? [] : [`${key}: ${ajv.errorsText(validate.errors)}`];
}
