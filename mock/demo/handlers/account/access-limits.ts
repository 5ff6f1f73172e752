import { tooManyRequests } from '../../core/respond';
import { areaState, type DemoDb } from '../../state';
import type { Ctx } from '../shared/buyer';

/**
 * The contract's limits on logging in and on SMS codes, kept by the demo API (instants by the demo clock, so tests
 * advance time instead of waiting):
 * - the 5th wrong password for an account within 15 minutes locks it for 15 minutes; while locked, every login to it
 *   (the right password too, by SMS too) is 429 with Retry-After; a successful login clears the count;
 * - a mobile gets one SMS code per 60 s and 10 per hour; past either, 429 with Retry-After.
 * Plain records (epoch ms), so DEMO_STATE_FILE keeps them.
 */
const LOCK_AFTER_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
const SMS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

interface AccessLimits {
  /** Wrong passwords within the window, by account id. */
  failures: Record<string, number[]>;
  /** When each locked account unlocks. */
  lockedUntil: Record<string, number>;
  /** Codes sent in the last hour, by mobile. */
  smsSent: Record<string, number[]>;
}

function limits(db: DemoDb): AccessLimits {
  return areaState<AccessLimits>(db, 'access-limits', () => ({ failures: {}, lockedUntil: {}, smsSent: {} }));
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const locked = (ms: number) => tooManyRequests(`密码错误次数过多，账号已锁定，请 ${minutes(ms)} 分钟后再试`, ms / 1000);

/** Throws the 429 of a locked account. */
export function assertNotLocked(ctx: Ctx, accountId: number): void {
  const until = limits(ctx.db).lockedUntil[String(accountId)];
  const left = until === undefined ? 0 : until - ctx.now.getTime();
  if (left > 0) throw locked(left);
}

/** Counts a wrong password; the one that reaches the limit locks the account and is answered with the lock's 429. */
export function recordWrongPassword(ctx: Ctx, accountId: number): void {
  const l = limits(ctx.db);
  const now = ctx.now.getTime();
  const id = String(accountId);
  const recent = (l.failures[id] ?? []).filter((t) => now - t < FAILURE_WINDOW_MS);
  recent.push(now);
  if (recent.length >= LOCK_AFTER_FAILURES) {
    delete l.failures[id];
    l.lockedUntil[id] = now + LOCK_MS;
    throw locked(LOCK_MS);
  }
  l.failures[id] = recent;
}

export function clearLoginFailures(ctx: Ctx, accountId: number): void {
  const l = limits(ctx.db);
  delete l.failures[String(accountId)];
  delete l.lockedUntil[String(accountId)];
}

/**
 * Throws 429 when the mobile may not get a code now: `resendWait` seconds of the 60 s rule, or the hourly limit
 * (the wait until the oldest code of the hour is an hour old).
 */
export function assertSmsAllowed(ctx: Ctx, phone: string, resendWaitSeconds: number): void {
  if (resendWaitSeconds > 0) throw tooManyRequests(`验证码发送过于频繁，请 ${resendWaitSeconds} 秒后再试`, resendWaitSeconds);
  const now = ctx.now.getTime();
  const sent = (limits(ctx.db).smsSent[phone] ?? []).filter((t) => now - t < HOUR_MS);
  if (sent.length >= SMS_PER_HOUR) {
    const wait = Math.ceil((sent[0]! + HOUR_MS - now) / 1000);
    throw tooManyRequests(`该手机号 1 小时内获取验证码已达 ${SMS_PER_HOUR} 次，请 ${minutes(wait * 1000)} 分钟后再试`, wait);
  }
}

export function recordSmsSent(ctx: Ctx, phone: string): void {
  const l = limits(ctx.db);
  const now = ctx.now.getTime();
  l.smsSent[phone] = [...(l.smsSent[phone] ?? []).filter((t) => now - t < HOUR_MS), now];
}
