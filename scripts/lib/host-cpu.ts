/**
 * What the host's processors did over a stretch of time, from Linux's /proc/stat: how much of the cores' time was
 * used (by anything on the machine), how much they sat idle or waited for the disk, and how much the hypervisor took
 * for other guests (steal). `npm test` prints it per stage, so a slow run on another machine says at once whether the
 * work was slower, the machine was busy with something else, or the cores sat idle waiting.
 */
import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per category, summed over every core, since boot. */
export interface CpuTicks {
  user: number;
  nice: number;
  system: number;
  idle: number;
  iowait: number;
  irq: number;
  softirq: number;
  steal: number;
}

/** The shares of the cores' time between two readings, each 0–1 of (cores × wall time). */
export interface CpuShares {
  /** user + nice + system + irq + softirq: running something (this run or anything else on the machine). */
  busy: number;
  idle: number;
  iowait: number;
  /** Time the hypervisor gave another guest while this one had work: a host slower than its benchmark says. */
  steal: number;
}

/** Reads the machine's `cpu` line of /proc/stat; undefined where there is none (not Linux). */
export function readCpuTicks(text = safeRead('/proc/stat')): CpuTicks | undefined {
  const line = text?.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return { user, nice, system, idle, iowait, irq, softirq, steal };
}

function safeRead(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The shares between two readings; undefined when either is missing or no tick passed. */
export function cpuShares(before: CpuTicks | undefined, after: CpuTicks | undefined): CpuShares | undefined {
  if (!before || !after) return undefined;
  const d = (k: keyof CpuTicks) => Math.max(0, after[k] - before[k]);
  const busy = d('user') + d('nice') + d('system') + d('irq') + d('softirq');
  const total = busy + d('idle') + d('iowait') + d('steal');
  if (total <= 0) return undefined;
  return { busy: busy / total, idle: d('idle') / total, iowait: d('iowait') / total, steal: d('steal') / total };
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

/**
 * "busy 1.8 of 2 cores (idle 9 %, io 0 %, steal 0 %)": how a stage used the machine. The shares are of every core of
 * the machine (/proc/stat's sum), so the count is the machine's too, not the cores this process may use: under
 * `taskset -c 0` a stage that kept its one core busy reads "busy 1.0 of 2 cores (idle 50 %)".
 */
export function describeShares(s: CpuShares | undefined, cores = os.cpus().length || 1): string {
  if (!s) return '';
  return `busy ${(s.busy * cores).toFixed(1)} of ${cores} cores (idle ${pct(s.idle)}, io ${pct(s.iowait)}, steal ${pct(s.steal)})`;
}
