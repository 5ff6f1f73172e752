/**
 * `npm test`: every check and test, in CI order. The steps run one after another; the stages of a step run side by side
 * (their lines labelled with the stage's name). A step in which a stage failed is the last: its other stages finish,
 * so every failure of that step is shown, and nothing after it runs. At the end (pass or fail) it prints each stage's
 * wall time, how the machine's cores spent each step, and the total, so a slow stage shows at once.
 *   npm test                          # all stages
 *   npm test -- --from e2e            # from a stage on (after fixing what failed there)
 *   npm test -- --until unit          # up to a stage (with --from: a range)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import { cpuShares, describeShares, readCpuTicks, type CpuShares } from './lib/host-cpu';

interface Stage {
  name: string;
  /** npm scripts run one after another within the stage. */
  scripts: string[][];
}

const BUDGET: Stage = { name: 'budget', scripts: [['run', 'budget']] };
const GATE: Stage = { name: 'lighthouse', scripts: [['run', 'lighthouse', '--', '--gate']] };
const E2E: Stage = { name: 'e2e', scripts: [['run', 'test:e2e']] };

/**
 * The budget, the Lighthouse gate and the e2e tests: side by side where the process may use two cores or more, one
 * after the other on one (`taskset -c 0`: Node's availableParallelism reads the CPUs the process may run on), where
 * side by side measured slower (the budget beside the gate 507 s against 449 s one after the other, 2026-12-02): there
 * is no idle core for another to use. On two cores the gate alone leaves most of a core idle (busy 1.1: it waits
 * for each load to go quiet) and beside the budget half a core (busy 1.5, 2026-12-05: 241 s with 26 % of the cores
 * idle, then the e2e 480 s alone); the e2e tests beside them fill that core. The gate reads the host by CPU time and
 * takes each task's waits for a core out of its runs (scripts/lib/cpu-calibration.ts), so what runs beside it does
 * not move its figures; every e2e file has its own site, demo API and clock, and waits for conditions only.
 */
function afterTheUnitTests(): Stage[][] {
  return os.availableParallelism() >= 2 ? [[BUDGET, GATE, E2E]] : [[BUDGET], [GATE], [E2E]];
}

/**
 * The steps, chosen from measurement on two cores (README, CI). The build comes first, alone (Farm 1.7 hangs when it
 * may use one CPU only, so the one-core rehearsal builds apart and runs `--from checks`: README, "On one core"). The
 * checks and the unit tests need nothing built and share nothing: side by side they keep both cores busy where one
 * after the other left them partly idle (413 s one after the other, 359–397 s side by side). Then the budget, the
 * Lighthouse gate and the e2e tests, side by side on two cores (afterTheUnitTests): 661 s with the cores 1.9 busy
 * (2026-12-05), where the budget beside the gate (241 s, 1.5 busy) and then the e2e tests alone (480 s) had taken
 * 721 s; the gate read the same (mobile 99–100 on its eight pages, /cgtj 99 / 1.8 s / 66 ms, the sensitivity page
 * caught at 76 / 1,181 ms, against 99–100, 100 / 1.8 s / 10 ms and 76 / 1,202 ms beside the budget alone). Beside the
 * checks and the unit tests, which keep both cores busy themselves, the gate measured slower, not faster: that step
 * took 552 s (and with the budget there too, 678 s), where the checks and unit step (359 s) and the gate alone (205 s)
 * had taken 564 s one after the other.
 */
const STEPS: Stage[][] = [
  [{ name: 'build', scripts: [['run', 'build']] }],
  [
    // Contract lint, generated-code drift, breaking changes, types and lint, one after another (run-s -c: each runs, any
    // failure fails): beside the two unit workers, six at once thrashed the cores (the step 524 s against 427 s).
    { name: 'checks', scripts: [['run', 'checks']] },
    { name: 'unit', scripts: [['run', 'test:unit']] },
  ],
  ...afterTheUnitTests(),
];
const STAGES = STEPS.flat();

/** Runs one npm script; with a label, each line of its output is printed after `[label] `. */
function run(args: string[], label?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: label ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      const prefix = `[${label}] `;
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
        readline.createInterface({ input: from! }).on('line', (line) => to.write(`${prefix}${line}\n`));
      }
    }
    // 'close', not 'exit': a labelled stage's last lines have come through its pipes by then.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`.padStart(7);

function stageIndex(flag: string): number | undefined {
  const at = process.argv.indexOf(flag);
  if (at < 0) return undefined;
  const name = process.argv[at + 1];
  const index = STAGES.findIndex((s) => s.name === name);
  if (index < 0) throw new Error(`no stage named ${name}: ${STAGES.map((s) => s.name).join(', ')}`);
  return index;
}

async function main(): Promise<number> {
  let from: number;
  let until: number;
  try {
    from = stageIndex('--from') ?? 0;
    until = stageIndex('--until') ?? STAGES.length - 1;
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  if (until < from) {
    console.error(`--until ${STAGES[until]!.name} comes before --from ${STAGES[from]!.name}: ${STAGES.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const chosen = new Set(STAGES.slice(from, until + 1));
  const times: Array<{ name: string; ms: number; ok: boolean }> = [];
  const steps: Array<{ names: string[]; ms: number; cpu?: CpuShares }> = [];
  const began = Date.now();
  let failed: string[] = [];
  for (const step of STEPS) {
    const stages = step.filter((s) => chosen.has(s));
    if (stages.length === 0) continue;
    const t0 = Date.now();
    const ticks0 = readCpuTicks();
    const label = stages.length > 1;
    await Promise.all(
      stages.map(async (stage) => {
        const s0 = Date.now();
        let code = 0;
        for (const args of stage.scripts) {
          code = await run(args, label ? stage.name : undefined);
          if (code !== 0) break;
        }
        times.push({ name: stage.name, ms: Date.now() - s0, ok: code === 0 });
        if (code !== 0) failed.push(stage.name);
      }),
    );
    steps.push({ names: stages.map((s) => s.name), ms: Date.now() - t0, cpu: cpuShares(ticks0, readCpuTicks()) });
    if (failed.length) break;
  }
  failed = STAGES.filter((s) => failed.includes(s.name)).map((s) => s.name);
  // Beside each step's wall time, how the machine's cores spent it (scripts/lib/host-cpu.ts): a slow step that kept
  // the cores busy did more work or ran on slower cores; one that left them idle was waiting; steal is the hypervisor's.
  console.log('\nnpm test, stage by stage (wall time; the cores, all processes of the machine, for each step):');
  for (const step of steps) {
    for (const name of step.names) {
      const t = times.find((x) => x.name === name)!;
      const together = step.names.length > 1 ? `  (side by side with ${step.names.filter((n) => n !== name).join(', ')})` : `  ${describeShares(step.cpu)}`;
      console.log(`  ${name.padEnd(11)}${seconds(t.ms)}${together}${t.ok ? '' : '  FAILED'}`);
    }
    if (step.names.length > 1) console.log(`  ${`(${step.names.join(' + ')})`.padEnd(11)}${seconds(step.ms)}  ${describeShares(step.cpu)}`);
  }
  console.log(`  ${'total'.padEnd(11)}${seconds(Date.now() - began)}${failed.length ? `  (stopped at ${failed.join(', ')})` : ''}`);
  return failed.length ? 1 : 0;
}

process.exitCode = await main();
