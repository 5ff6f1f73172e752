import net from 'node:net';

/**
 * The demo API's clock: real time plus an offset that only the demo can move. Tests and demos call
 * `POST /__demo/clock/advance?hours=N` (or `minutes=`, `days=`) on the demo server to let the simulated back office
 * act — ship paid orders with a waybill and logistics, confirm receipt after 10 days, audit and refund after-sales,
 * cancel unpaid orders after 24 h. The route exists only when the site serves the demo API itself: with API_TARGET
 * (a real backend) or API=prism it is never mounted, and it is not part of the public contract. It answers only
 * requests from this machine, or anyone's when DEMO_CLOCK=1 (clockAdvanceAllowed): a public demo's visitors cannot
 * throw its clock a year ahead per call.
 */
export interface DemoClock {
  now: () => Date;
  /** Moves the clock forward (never back: the demo's history only moves on). Answers the new offset in ms. */
  advance: (ms: number) => number;
  offsetMs: () => number;
}

/** The longest single step: a year, so a typo cannot throw the demo decades ahead. */
export const MAX_ADVANCE_MS = 366 * 86_400_000;

export function createDemoClock(base: () => Date = () => new Date()): DemoClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms <= 0 || ms > MAX_ADVANCE_MS) throw new RangeError('advance must be between 1 ms and 366 days');
      offset += Math.floor(ms);
      return offset;
    },
    offsetMs: () => offset,
  };
}

/** The step asked for by `?ms=`, `?minutes=`, `?hours=` or `?days=` (exactly one), or null when unreadable. */
export function readAdvance(search: URLSearchParams): number | null {
  const units: Array<[string, number]> = [
    ['ms', 1],
    ['minutes', 60_000],
    ['hours', 3_600_000],
    ['days', 86_400_000],
  ];
  const given = units.filter(([k]) => search.has(k));
  if (given.length !== 1) return null;
  const [key, factor] = given[0]!;
  const raw = search.get(key) ?? '';
  if (!/^\d+(\.\d+)?$/.test(raw)) return null;
  const ms = Number(raw) * factor;
  return ms > 0 && ms <= MAX_ADVANCE_MS ? ms : null;
}

/** Loopback: 127.0.0.0/8 and ::1, in IPv6 as well (::ffff:127.0.0.1, as a dual-stack socket reports an IPv4 peer). */
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether `POST /__demo/clock/advance` may move the clock: with DEMO_CLOCK=1 for anyone, otherwise only for a request
 * from this machine. `remoteAddress` is the socket's peer address (`req.socket.remoteAddress`) — never a header such
 * as X-Forwarded-For, which any caller can write.
 */
export function clockAdvanceAllowed(remoteAddress: string | undefined, env: { DEMO_CLOCK?: string } = process.env): boolean {
  if (env.DEMO_CLOCK === '1') return true;
  if (!remoteAddress || net.isIP(remoteAddress) === 0) return false;
  return LOOPBACK.check(remoteAddress, net.isIPv6(remoteAddress) ? 'ipv6' : 'ipv4');
}

/** The refusal's message (403). */
export const CLOCK_REFUSED = '演示时钟只能在运行演示的电脑上调整（或以 DEMO_CLOCK=1 启动演示）';
