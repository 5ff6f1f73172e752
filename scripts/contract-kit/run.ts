/**
 * The conformance kit: walks the stateful scenario against a server, then fuzzes every operation's inputs, checking
 * every request it sends and every answer against the contract; answers the report. `npm run contract:verify` is its
 * command line (scripts/contract-verify.ts); tests call `runKit` directly.
 */
import { contract, contractOperations } from './contract';
import { fuzzOperations, type FuzzSummary } from './fuzz';
import { KitLog } from './log';
import { buildReport, type KitReport } from './report';
import { multipartExample, type OperationId } from './client';
import { SCENARIO_STEPS, createScenario, type KitTarget, type Scenario } from './scenario';
import { login } from './scenario/context';

/**
 * Operations the scenario did not call (new ones, or steps the target could not take) are called once as the buyer
 * with the contract's own examples, so every operation is reached; what it answers is checked like any answer.
 */
async function byExample(s: Scenario): Promise<void> {
  const client = s.client('examples');
  await login(s, client, s.target.accounts.buyer);
  for (const op of contractOperations) {
    if (s.log.answered.has(op.operationId) || op.operationId === 'logoutUser') continue;
    const multipart = op.body?.contentType === 'multipart/form-data' ? multipartExample(op) : undefined;
    await client.call(op.operationId as OperationId, { ...(multipart ? { multipart } : {}), label: "the contract's examples", phase: 'examples' });
  }
}

export interface KitOptions {
  target: KitTarget;
  /** Requests per operation in the fuzz; 0 skips the fuzz. */
  fuzzRuns: number;
  /** Progress lines (one per scenario step). */
  progress?: (line: string) => void;
}

export interface KitRun {
  report: KitReport;
  log: KitLog;
}

/** Walks the scenario's steps in order; a step that throws (a server that answers nonsense) stops only itself. */
export async function runScenario(scenario: Scenario, progress?: (line: string) => void): Promise<void> {
  for (const step of SCENARIO_STEPS) {
    progress?.(`scenario: ${step.name}`);
    await scenario.log.runStep(step.name, () => step.run(scenario));
  }
}

export async function runKit(options: KitOptions): Promise<KitRun> {
  const { target } = options;
  const log = new KitLog();
  const scenario = createScenario(target, log);
  await runScenario(scenario, options.progress);
  options.progress?.("operations the scenario did not reach, called with the contract's examples");
  try {
    await byExample(scenario);
  } catch (e) {
    log.expectation(false, `calling by example stopped: ${e instanceof Error ? e.message : String(e)}`);
  }
  let fuzz: FuzzSummary | null = null;
  if (options.fuzzRuns > 0) {
    options.progress?.(`fuzz: ${options.fuzzRuns} requests per operation, seed ${target.seed}`);
    const client = scenario.client('fuzz');
    await login(scenario, client, target.accounts.buyer);
    fuzz = await fuzzOperations(client, contractOperations, { seed: target.seed, runs: options.fuzzRuns, outsideEffects: target.smsCode !== undefined });
  }
  const report = buildReport(log, { baseUrl: target.baseUrl, seed: target.seed, contractVersion: String(contract.info.version), fuzz });
  return { report, log };
}
