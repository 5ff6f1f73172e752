/**
 * Error paths over every operation where they are natural: each member-only operation called without a session
 * answers 401 with code 10001 (or 401); the answers are checked against the contract like every other call.
 */
import { multipartExample, type OperationId } from '../client';
import { contractOperations } from '../contract';
import { expectStatus, type Scenario } from './context';

export async function withoutSession(s: Scenario): Promise<void> {
  const v = s.client('no-session');
  for (const op of contractOperations) {
    if (op.security !== 'session') continue;
    const multipart = op.body?.contentType === 'multipart/form-data' ? multipartExample(op) : undefined;
    const r = await v.call(op.operationId as OperationId, multipart ? { multipart } : {});
    expectStatus(s, r, 401, `${op.operationId} without a session`);
    if (r.status === 401 && r.json) s.log.expectation(r.json.code === 10001 || r.json.code === 401, `${op.operationId} 401 code is 10001/401 (got ${String(r.json.code)})`);
  }
}
