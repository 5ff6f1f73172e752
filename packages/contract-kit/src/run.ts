/**
 * The conformance kit: walks the stateful scenario against a server, then fuzzes every operation's inputs, checking
 * every request it sends and every answer against the contract; answers the report. The `contract-kit verify` command
 * (cli.ts; `npm run contract:verify` in the repository) is its command line; tests call `runKit` directly.
 */
import { contract, contractOperations } from './contract';
import { fuzzOperations, type FuzzSummary } from './fuzz';
import { KitLog } from './log';
import { buildReport, type KitReport } from './report';
import { multipartExample, type OperationId } from './client';
import { SCENARIO_STEPS, createScenario, type KitTarget, type Scenario, type ScenarioStep } from './scenario';
import { login } from './scenario/context';
import { CONTRACT_VERSION_HEADER, compareVersions } from './version';

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

/** The name under which the calls by example are reported, like a scenario step's. */
export const EXAMPLES_STEP = "operations the scenario did not reach, called with the contract's examples";
/** The name under which the fuzz's own set-up (its login) is reported. */
export const FUZZ_STEP = "every operation's inputs fuzzed from the seed";

export interface KitOptions {
  target: KitTarget;
  /** Requests per operation in the fuzz; 0 skips the fuzz. */
  fuzzRuns: number;
  /** The scenario steps to walk (`stepsFor(--only)`); every step by default. */
  steps?: readonly ScenarioStep[];
  /** Call the operations the scenario did not reach with the contract's examples (default true). */
  byExample?: boolean;
  /** Progress lines (one per scenario step). */
  progress?: (line: string) => void;
}

export interface KitRun {
  report: KitReport;
  log: KitLog;
}

/** Walks the scenario's steps in order; a step that throws (a server that answers nonsense) stops only itself. */
export async function runScenario(scenario: Scenario, progress?: (line: string) => void, steps: readonly ScenarioStep[] = SCENARIO_STEPS): Promise<void> {
  for (const step of steps) {
    progress?.(`scenario: ${step.name}`);
    await scenario.log.runStep(step.name, () => step.run(scenario));
  }
}

export async function runKit(options: KitOptions): Promise<KitRun> {
  const { target } = options;
  const log = new KitLog();
  const scenario = createScenario(target, log);
  // The contract version the server states, read from a checked call like any other.
  const common = await scenario.client('version').call('getGlobalCommon', { label: 'the contract version the server states' });
  const statedVersion = common.headers.get(CONTRACT_VERSION_HEADER);
  const steps = options.steps ?? SCENARIO_STEPS;
  await runScenario(scenario, options.progress, steps);
  if (options.byExample ?? true) {
    options.progress?.(EXAMPLES_STEP);
    await log.runStep(EXAMPLES_STEP, () => byExample(scenario));
  }
  let fuzz: FuzzSummary | null = null;
  if (options.fuzzRuns > 0) {
    options.progress?.(`fuzz: ${options.fuzzRuns} requests per operation, seed ${target.seed}`);
    await log.runStep(FUZZ_STEP, async () => {
      const client = scenario.client('fuzz');
      await login(scenario, client, target.accounts.buyer);
      fuzz = await fuzzOperations(client, contractOperations, { seed: target.seed, runs: options.fuzzRuns, outsideEffects: target.smsCode !== undefined });
    });
  }
  const contractVersion = String(contract.info.version);
  const report = buildReport(log, {
    baseUrl: target.baseUrl,
    seed: target.seed,
    contractVersion,
    server: { statedVersion, match: compareVersions(contractVersion, statedVersion) },
    steps: [...SCENARIO_STEPS, { id: 'examples', name: EXAMPLES_STEP }, { id: 'fuzz', name: FUZZ_STEP }],
    fuzz,
  });
  return { report, log };
}
