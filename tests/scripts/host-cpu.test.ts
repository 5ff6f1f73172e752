import { describe, expect, it } from 'vitest';
import { cpuShares, describeShares, readCpuTicks } from '../../scripts/lib/host-cpu';

const stat = (user: number, idle: number, steal: number, iowait = 0) =>
  `cpu  ${user} 0 0 ${idle} ${iowait} 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2\n`;

describe('the host CPU shares of a stage', () => {
  it('reads the machine-wide cpu line of /proc/stat, not a core of its own', () => {
    expect(readCpuTicks(stat(100, 50, 7))).toEqual({ user: 100, nice: 0, system: 0, idle: 50, iowait: 0, irq: 0, softirq: 0, steal: 7 });
  });

  it('has nothing to say without a cpu line (not Linux) or without a tick between the readings', () => {
    expect(readCpuTicks('')).toBeUndefined();
    expect(cpuShares(readCpuTicks(stat(1, 1, 0)), readCpuTicks(stat(1, 1, 0)))).toBeUndefined();
    expect(describeShares(undefined)).toBe('');
  });

  it('splits the time between two readings into busy, idle, io wait and steal', () => {
    const s = cpuShares(readCpuTicks(stat(100, 100, 0)), readCpuTicks(stat(160, 120, 10, 10)))!;
    expect(s).toEqual({ busy: 0.6, idle: 0.2, iowait: 0.1, steal: 0.1 });
    expect(describeShares(s, 2)).toBe('busy 1.2 of 2 cores (idle 20 %, io 10 %, steal 10 %)');
  });
});
