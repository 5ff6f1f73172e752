// @vitest-environment node
/**
 * Contract conformance of the demo API by the conformance kit's own scenario (@yaocai/contract-kit, packages/contract-kit/src/scenario, the one
 * `npm run contract:verify` walks): a visitor browsing, members buying and paying, the account centre, registration,
 * logout, error paths — over real HTTP, every request and every answer checked against the contract. Stricter than the
 * kit's report: the scenario alone (no calls by example, no fuzz) must answer every contract operation with a success
 * status at least once, with 0 violations, no 500 and every expectation of the scenario met.
 */
import { describe, expect, it } from 'vitest';
import { KitLog, runScenario, createScenario } from '@yaocai/contract-kit';
import { DEMO_KIT_ACCOUNTS, startServer } from '../../contract/kit/servers';

/** A scenario far shorter than this stopped early somewhere, even if what it did conformed. */
const MIN_CALLS = 200;

describe('demo API conformance scenario', () => {
  it('answers every contract operation with success somewhere in the scenario, conforming, never 500', { timeout: 180_000 }, async () => {
    const log = new KitLog();
    const server = await startServer();
    try {
      const scenario = createScenario({ baseUrl: server.baseUrl, accounts: DEMO_KIT_ACCOUNTS, smsCode: '123456', advance: server.advance, seed: 20261122 }, log);
      await runScenario(scenario);
    } finally {
      await server.close();
      if (server.warnings.length) console.log(`[conformance] engine warnings:\n  ${[...new Set(server.warnings.map((w) => w.split('\n')[0]))].join('\n  ')}`);
    }
    const problems = log.problems();
    if (log.calls.length < MIN_CALLS) problems.push(`the scenario made only ${log.calls.length} calls (fewer than ${MIN_CALLS}): a step stopped early`);
    expect(problems, `${problems.length} problems (each names its step); violations by operation:\n${log.violationReport()}`).toEqual([]);
  });
});
