import type { WechatQr } from '@generated/models/wechatQr';
import type { DemoDb } from '../../state';
import { registerArt } from './registry';

/**
 * WeChat QR codes of the demo. Nothing talks to WeChat: the code's picture is a same-origin path and its scan is
 * simulated by time (see auth.ts for registration, user.ts for binding).
 */
export const QR_SECONDS = 300;
/** A QR code counts as scanned 3 s after it was shown and confirmed 6 s after (the client polls every 2 s). */
export const QR_SCANNED_AFTER_MS = 3_000;
export const QR_CONFIRMED_AFTER_MS = 6_000;

export function wechatQr(db: DemoDb, scene: string, now: number): WechatQr {
  return {
    scene,
    qr_url: registerArt(db, `/static/art/wechat-qr-${scene}.svg`, '微信扫码', '演示环境：约 6 秒后自动确认', 'square'),
    expires_in: QR_SECONDS,
    expires_at: Math.floor(now / 1000) + QR_SECONDS,
  };
}
