import type { PartialHandlers } from '../../core/engine';
import { refuse, reply, unauthorized } from '../../core/respond';
import type { AccountRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { loggedInAccount, requireBuyer, type Ctx } from '../shared/buyer';
import { passwordsAgree, Problems, trim } from './input';
import { checkCode, consumeCode } from './sms';
import { accountArea, newToken } from './state';
import { findLoginAccount, userState, visitorState, wechatNickname } from './views';
import { QR_CONFIRMED_AFTER_MS, QR_SECONDS, wechatQr } from './wechat';

/**
 * The member's own data (contract tag `user`; listFastBuy belongs to the trade area).
 *
 * Binding WeChat is simulated: a bind QR code counts as scanned and confirmed 6 s after it was shown, and the bind
 * takes effect the next time the user state is read (the /bdwx page polls GET /api/user/base every 2 s).
 */
/** A second request within this window answers the same QR code (React StrictMode mounts effects twice). */
const QR_REUSE_MS = 10_000;

function me(ctx: Ctx): AccountRecord {
  const a = loggedInAccount(ctx);
  if (!a) throw unauthorized();
  return a;
}

/** Completes the bind of a confirmed, unexpired bind QR code of this member. */
function settleWechatBind(ctx: Ctx, account: AccountRecord): void {
  const area = accountArea(ctx.db);
  const now = ctx.now.getTime();
  for (const scene of Object.values(area.wechatScenes)) {
    if (scene.kind !== 'bind' || scene.accountId !== account.id || scene.used) continue;
    if (now < scene.createdAt + QR_CONFIRMED_AFTER_MS || now >= scene.expiresAt) continue;
    scene.used = true;
    if (account.wechatBound) continue;
    account.wechatBound = 1;
    area.wechatNicknames[String(account.id)] = scene.nickname;
  }
}

export const userHandlers: PartialHandlers<DemoDb> = {
  getUserBase(ctx) {
    const account = loggedInAccount(ctx);
    if (!account) return visitorState(ctx);
    settleWechatBind(ctx, account);
    return userState(ctx);
  },

  getBusinessScope(ctx) {
    const buyer = requireBuyer(ctx);
    const tops = ctx.db.catalogue.categories.filter((c) => c.parentId === null).sort((a, b) => a.sort - b.sort);
    const inScope = (id: number) => buyer.scopeCategoryIds === 'all' || buyer.scopeCategoryIds.includes(id);
    const view = (c: { id: number; name: string }) => ({ id: c.id, name: c.name });
    return {
      scope_text: buyer.scopeText,
      allowed: tops.filter((c) => inScope(c.id)).map(view),
      excluded: tops.filter((c) => !inScope(c.id)).map(view),
    };
  },

  updateUserInfo(ctx) {
    const account = me(ctx);
    const f = ctx.body;
    const name = trim(f.name);
    const phone = f.phone.trim();
    const changing = phone !== account.phone;
    const p = new Problems();
    if (name.length < 2) p.add('name', '联系人姓名至少 2 个字');
    if (changing && !f.code) p.add('code', '更换手机号请先获取验证码');
    p.throwIfAny();
    if (changing) {
      const owner = findLoginAccount(ctx.db.members, phone);
      if (owner && owner.id !== account.id) throw refuse('该手机号已被其他账号使用', 40055);
      checkCode(ctx, phone, 'bind', f.code!);
      consumeCode(ctx, phone);
    }
    account.name = name;
    account.phone = phone;
    return reply({ name: account.name, phone: account.phone }, '保存成功');
  },

  changePassword(ctx) {
    const account = me(ctx);
    const f = ctx.body;
    const p = new Problems();
    passwordsAgree(p, f.password, f.password_confirmation);
    p.throwIfAny();
    if (!account.password || account.password !== f.old_password) throw refuse('原密码不正确', 40058);
    if (f.password === f.old_password) throw refuse('新密码不能与原密码相同', 40059);
    account.password = f.password;
    ctx.endOtherSessions(account.id);
    return reply(null, '密码修改成功');
  },

  getBindWechatQr(ctx) {
    const account = me(ctx);
    settleWechatBind(ctx, account);
    const nickname = wechatNickname(ctx, account);
    if (nickname) throw refuse(`您已绑定微信「${nickname}」，如需更换请先解绑`, 40062);
    const area = accountArea(ctx.db);
    const now = ctx.now.getTime();
    const recent = Object.entries(area.wechatScenes).find(
      ([, s]) => s.kind === 'bind' && s.accountId === account.id && !s.used && now - s.createdAt < QR_REUSE_MS,
    );
    if (recent) return { ...wechatQr(ctx.db, recent[0], recent[1].createdAt), expires_in: Math.max(1, Math.ceil((recent[1].expiresAt - now) / 1000)) };
    const scene = newToken('bind_', 4);
    area.wechatScenes[scene] = {
      kind: 'bind',
      accountId: account.id,
      createdAt: now,
      expiresAt: now + QR_SECONDS * 1000,
      nickname: `${account.name}的微信`,
      token: null,
      used: false,
    };
    return wechatQr(ctx.db, scene, now);
  },

  unbindWechat(ctx) {
    const account = me(ctx);
    if (!account.wechatBound) throw refuse('您尚未绑定微信', 40063);
    account.wechatBound = 0;
    delete accountArea(ctx.db).wechatNicknames[String(account.id)];
    return reply(null, '微信解绑成功');
  },
};
