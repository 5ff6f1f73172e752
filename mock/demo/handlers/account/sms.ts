import { refuse } from '../../core/respond';
import type { Ctx } from '../shared/buyer';
import { accountArea, type SmsScene } from './state';

/**
 * SMS codes of the demo. No SMS is sent: the code is always DEMO_SMS_CODE (documented in the send message and the
 * README), but it must have been asked for, for that mobile and scene, in the last 5 minutes — so the screens follow
 * the real flow (send, wait 60 s before asking again, type the code) and a wrong or stale code is refused.
 */
export const DEMO_SMS_CODE = '123456';
export const SMS_RESEND_SECONDS = 60;
export const SMS_VALID_SECONDS = 300;
const MAX_SMS_ATTEMPTS = 5;

const wrongCode = () => refuse('验证码错误或已过期', 40053);

/** 139****5678 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Seconds before this mobile may ask again (0 when it may). */
export function resendWait(ctx: Ctx, phone: string): number {
  const rec = accountArea(ctx.db).sms[phone];
  if (!rec) return 0;
  const elapsed = ctx.now.getTime() - rec.sentAt;
  return elapsed >= SMS_RESEND_SECONDS * 1000 ? 0 : Math.ceil((SMS_RESEND_SECONDS * 1000 - elapsed) / 1000);
}

export function issueCode(ctx: Ctx, phone: string, scene: SmsScene): void {
  const now = ctx.now.getTime();
  accountArea(ctx.db).sms[phone] = {
    code: DEMO_SMS_CODE,
    scene,
    sentAt: now,
    expiresAt: now + SMS_VALID_SECONDS * 1000,
    attempts: 0,
  };
}

/**
 * Checks a code and throws 40053 when it is wrong, stale, for another scene or tried too often. Does not consume it:
 * call `consumeCode` once every other check of the request has passed, so a refused form can be sent again.
 */
export function checkCode(ctx: Ctx, phone: string, scene: SmsScene, code: string): void {
  const rec = accountArea(ctx.db).sms[phone];
  if (!rec || rec.scene !== scene || rec.expiresAt < ctx.now.getTime() || rec.attempts >= MAX_SMS_ATTEMPTS) throw wrongCode();
  if (rec.code !== code) {
    rec.attempts += 1;
    throw wrongCode();
  }
}

export function consumeCode(ctx: Ctx, phone: string): void {
  // Keep the send time (the 60 s resend wait still applies) but make the code unusable.
  const rec = accountArea(ctx.db).sms[phone];
  if (rec) rec.attempts = MAX_SMS_ATTEMPTS;
}
