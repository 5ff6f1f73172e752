/**
 * `npm test`: every check and test, in CI order, one stage after another; the first stage that fails stops the run.
 * At the end (pass or fail) it prints each stage's wall time and the total, so a slow stage shows at once.
 *   npm test                      # all stages
 *   npm test -- --from e2e        # from a stage on (after fixing what failed there)
 */
import { spawn } from 'node:child_process';
import { cpuShares, describeShares, readCpuTicks, type CpuShares } from './lib/host-cpu';

interface Stage {
  name: string;
  /** npm scripts run one after another within the stage. */
  scripts: string[][];
}

const STAGES: Stage[] = [
  // Contract lint, generated-code drift, breaking changes, types and lint, side by side (run-p: the first failure fails).
  { name: 'checks', scripts: [['run', 'checks']] },
  { name: 'unit', scripts: [['run', 'test:unit']] },
  { name: 'build', scripts: [['run', 'build']] },
  { name: 'budget', scripts: [['run', 'budget']] },
  { name: 'lighthouse', scripts: [['run', 'lighthouse', '--', '--gate']] },
  { name: 'e2e', scripts: [['run', 'test:e2e']] },
];

function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`.padStart(7);

async function main(): Promise<number> {
  const fromArg = process.argv.indexOf('--from');
  const from = fromArg > 0 ? process.argv[fromArg + 1] : undefined;
  const start = from ? STAGES.findIndex((s) => s.name === from) : 0;
  if (start < 0) {
    console.error(`no stage named ${from}: ${STAGES.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const times: Array<{ name: string; ms: number; ok: boolean; cpu?: CpuShares }> = [];
  const began = Date.now();
  let failed: string | undefined;
  for (const stage of STAGES.slice(start)) {
    const t0 = Date.now();
    const ticks0 = readCpuTicks();
    let code = 0;
    for (const args of stage.scripts) {
      code = await run(args);
      if (code !== 0) break;
    }
    times.push({ name: stage.name, ms: Date.now() - t0, ok: code === 0, cpu: cpuShares(ticks0, readCpuTicks()) });
    if (code !== 0) {
      failed = stage.name;
      break;
    }
  }
  // Beside each stage's wall time, how the machine's cores spent it (scripts/lib/host-cpu.ts): a slow stage that kept
  // the cores busy did more work or ran on slower cores; one that left them idle was waiting; steal is the hypervisor's.
  console.log('\nnpm test, stage by stage (wall time; the cores, all processes of the machine):');
  for (const t of times) console.log(`  ${t.name.padEnd(11)}${seconds(t.ms)}  ${describeShares(t.cpu)}${t.ok ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(11)}${seconds(Date.now() - began)}${failed ? `  (stopped at ${failed})` : ''}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
