// @vitest-environment node
/**
 * Contract conformance of the demo API: one scenario drives every contract operation over real HTTP in a realistic
 * order — a visitor browsing, members buying and paying, the account centre, registration, logout, error paths — and
 * every request and every answer is checked against the contract. The steps run in order against one fresh demo API
 * (later steps use what earlier ones created: goods, orders, coupons) and each files what goes wrong under its name.
 * The run passes only with no problem at all: no step stopped by an exception, 0 contract violations, no 500, every
 * scenario expectation met, and every contract operation answered with a success status at least once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ConformanceLog } from '../support/conformance-log';
import { demoAccounts } from '../support/demo-accounts';
import { letLocalRequestsThrough, startDemoServer } from '../support/demo-server';
import { createScenario, type Scenario } from './scenario/context';
import { withoutSession } from './scenario/errors';
import { memberCentre, profileAndPassword } from './scenario/member';
import { logoutFlow, registrationFlows } from './scenario/registration';
import { otherBuyers, tradeFlow } from './scenario/trade';
import { visitorBrowses } from './scenario/visitor';

const STEPS: ReadonlyArray<readonly [name: string, run: (s: Scenario) => Promise<void>]> = [
  ['a visitor browses the public site', visitorBrowses],
  ['the pharmacy uses its member centre', memberCentre],
  ['the pharmacy buys, pays, receives and asks for after-sales', tradeFlow],
  ['the chain, the unsigned, the expired and the clinic accounts buy within their rules', otherBuyers],
  ['visitors register, log in by SMS and reset a password', registrationFlows],
  ['member operations refuse calls without a session', withoutSession],
  ['a member changes profile and password', profileAndPassword],
  ['a member logs out', logoutFlow],
];

/** A scenario far shorter than this stopped early somewhere, even if what it did conformed. */
const MIN_CALLS = 200;

beforeEach(letLocalRequestsThrough);

describe('demo API conformance scenario', () => {
  it('answers every contract operation with success somewhere in the scenario, conforming, never 500', { timeout: 120_000 }, async () => {
    const log = new ConformanceLog();
    const demo = await startDemoServer();
    try {
      const scenario = createScenario(demo, log, demoAccounts(demo.api.db.members));
      for (const [name, run] of STEPS) await log.runStep(name, () => run(scenario));
    } finally {
      await demo.close();
      console.log(`[conformance]\n${log.summary()}`);
      if (demo.warnings.length) console.log(`[conformance] engine warnings:\n  ${[...new Set(demo.warnings.map((w) => w.split('\n')[0]))].join('\n  ')}`);
    }
    const problems = log.problems();
    if (log.calls.length < MIN_CALLS) problems.push(`the scenario made only ${log.calls.length} calls (fewer than ${MIN_CALLS}): a step stopped early`);
    expect(problems, `${problems.length} problems (each names its step); violations by operation:\n${log.violationReport()}`).toEqual([]);
  });
});
