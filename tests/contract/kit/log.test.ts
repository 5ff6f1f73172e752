// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KitLog } from '@yaocai/contract-kit';

describe('kit log', () => {
  it('files what goes wrong under the step that was running, and an exception ends only that step', async () => {
    const log = new KitLog();
    await log.runStep('first step', async () => {
      log.expectation(false, 'the coupon was received');
      log.record({ operationId: 'getUserBase', call: 'GET /api/user/base', status: 500, code: 500, msg: null, label: '', phase: 'scenario' }, [
        { operationId: 'getUserBase', kind: 'status', call: 'GET /api/user/base', status: 500, pointer: '', message: 'undeclared 500' },
      ]);
    });
    await log.runStep('second step', async () => {
      throw new Error('boom');
    });
    let thirdRan = false;
    await log.runStep('third step', async () => {
      thirdRan = true;
    });
    const problems = log.problems();
    expect(thirdRan).toBe(true);
    expect(problems).toContain('unmet expectation [first step] the coupon was received');
    expect(problems).toContain('contract violation (status) getUserBase: GET /api/user/base — undeclared 500');
    expect(problems).toContain('500 from getUserBase: [first step] GET /api/user/base');
    expect(problems.some((p) => p.startsWith('unmet expectation [second step] stopped: Error: boom'))).toBe(true);
    expect(log.calls[0]?.step).toBe('first step');
  });
});
