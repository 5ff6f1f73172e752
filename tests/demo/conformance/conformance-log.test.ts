// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConformanceLog } from '../support/conformance-log';

describe('conformance log', () => {
  it('files what goes wrong under the step that was running, and an exception ends only that step', async () => {
    const log = new ConformanceLog();
    await log.runStep('first step', async () => {
      log.expectation(false, 'the coupon was received');
      log.record({ operationId: 'getUserBase', call: 'GET /api/user/base', status: 500, msg: null, label: '' }, [
        { operationId: 'getUserBase', kind: 'response', call: 'GET /api/user/base', message: 'undeclared 500' },
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
    expect(problems).toContain('[first step] contract violation (response) getUserBase: GET /api/user/base — undeclared 500');
    expect(problems).toContain('500 from getUserBase: [first step] GET /api/user/base');
    expect(problems.some((p) => p.startsWith('[second step] stopped: Error: boom'))).toBe(true);
  });
});
