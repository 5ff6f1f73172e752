import type { Admin } from '@generated/models/admin';
import type { MemberStore } from '@generated/models/memberStore';
import type { UserState } from '@generated/models/userState';
import { LANDLINE_RE, PHONE_RE } from '@/domain/validation';
import { addressText, defaultAddress } from '../../data/addresses';
import type { AccountRecord, Catalogue, Members } from '../../data/types';
import { currentBuyer, loggedInAccount, payerOf, type Ctx } from '../shared/buyer';
import { cartCount } from '../trade/state';
import { accountArea } from './state';

/**
 * How the account area presents accounts: the user state (the header's member block, with the cart badge read from
 * the trade area), the account manager, stores and logins. Who is who in a session:
 * - the logged-in account (`loggedInAccount`): the person's login, inbox, profile, WeChat, purchase requests;
 * - the buyer (`currentBuyer`): the store a chain buys for (the account itself otherwise): cart, scope, addresses,
 *   documents, favourites, review state;
 * - the payer (`payerOf`): the chain head, whose wallet, points and e-contract a store's purchases use.
 */
const RANK_NAMES = ['普通会员', '银牌会员', '金牌会员', '钻石会员'] as const;

export function rankName(rank: number): string {
  const i = Math.min(RANK_NAMES.length, Math.max(1, Math.floor(rank) || 1)) - 1;
  return RANK_NAMES[i]!;
}

/** The platform's default service line, for visitors and members without a dedicated manager. */
function defaultAdmin(cat: Catalogue): Admin {
  const a = cat.admins.find((x) => x.isDefault === 1);
  return a ? { name: a.name, phone: a.phone, is_default: 1 } : { name: '平台客服', phone: cat.commonConfig.hotLine, is_default: 1 };
}

export function adminView(cat: Catalogue, account: AccountRecord): Admin {
  const a = cat.adminsById.get(account.adminId);
  return a ? { name: a.name, phone: a.phone, is_default: a.isDefault } : defaultAdmin(cat);
}

export function unreadCount(account: AccountRecord): number {
  return account.messages.reduce((n, m) => n + (m.isRead ? 0 : 1), 0);
}

export function wechatNickname(ctx: Ctx, account: AccountRecord): string | null {
  if (!account.wechatBound) return null;
  return accountArea(ctx.db).wechatNicknames[String(account.id)] ?? `${account.name}的微信`;
}

/** A login name or registered mobile → the account that may log in with it (stores buy through their chain). */
export function findLoginAccount(members: Members, usernameOrPhone: string): AccountRecord | null {
  const key = usernameOrPhone.trim();
  const byName = members.byUsername.get(key);
  if (byName) return byName;
  if (!PHONE_RE.test(key)) return null;
  return members.accounts.find((a) => a.phone === key && a.parentId === null) ?? null;
}

export function isPhoneRegistered(members: Members, phone: string): boolean {
  return members.accounts.some((a) => a.phone === phone && a.parentId === null);
}

/** What a visitor's user state carries: the default service line and the hotline, never member fields. */
export function visitorState(ctx: Ctx): UserState {
  const cat = ctx.db.catalogue;
  return {
    show: 0,
    username: null,
    company: null,
    admin: defaultAdmin(cat),
    common_config: { hot_line: cat.commonConfig.hotLine },
    login_url: '/login',
  };
}

export function userState(ctx: Ctx): UserState {
  const me = loggedInAccount(ctx);
  const buyer = currentBuyer(ctx);
  if (!me || !buyer) return visitorState(ctx);
  const cat = ctx.db.catalogue;
  const payer = payerOf(ctx, buyer);
  const address = defaultAddress(buyer);
  const cfg = cat.commonConfig;
  return {
    show: 1,
    username: me.username,
    name: me.name,
    phone: me.phone,
    // The store being bought for: after switching stores the header shows where the cart now belongs.
    company: buyer.company,
    face: me.face,
    rank: rankName(buyer.rank),
    admin: adminView(cat, buyer),
    address: address ? addressText(address) : null,
    is_passed: buyer.isPassed,
    points: Math.max(0, payer.points),
    // The same number GET /api/cart/total answers.
    cart: cartCount(ctx.db, buyer.id),
    message_count: unreadCount(me),
    wechat: wechatNickname(ctx, me),
    common_config: { hot_line: cfg.hotLine },
    quality_inspection: cfg.qualityInspectionUrl
      ? { quality_inspection_url: cfg.qualityInspectionUrl, msg: cfg.qualityInspectionMsg ?? '药品质检报告查询' }
      : null,
    login_url: '/login',
    is_show_youx: 1,
    is_special: 0,
    is_can_chat: 1,
    // A token for the chat service only; never the session token, which stays in the httpOnly cookie.
    token: Buffer.from(`chat:${me.id}`).toString('base64url'),
    is_AfterSale: buyer.isPassed,
  };
}

// ---------------------------------------------------------------- stores

/** The stores an account buys for: a chain head's stores, or the account itself. */
export function storesOf(members: Members, account: AccountRecord): AccountRecord[] {
  const stores = account.storeIds.map((id) => members.byId.get(id)).filter((s): s is AccountRecord => Boolean(s));
  return stores.length > 0 ? stores : [account];
}

/** The store a chain head buys for right after login: its first approved store (else its first, else itself). */
export function loginStoreOf(members: Members, account: AccountRecord): AccountRecord {
  const stores = storesOf(members, account);
  return stores.find((s) => s.isPassed === 1) ?? stores[0] ?? account;
}

const contactPhone = (p: string) => PHONE_RE.test(p) || LANDLINE_RE.test(p);

export function memberStoreView(store: AccountRecord, currentId: number): MemberStore {
  const a = defaultAddress(store);
  const view: MemberStore = {
    id: store.id,
    name: store.company,
    address: a ? addressText(a) : store.region,
    contact: store.name,
    ...(a ? { province: a.province, city: a.city, district: a.district, detail: a.detail } : {}),
    is_current: store.id === currentId ? 1 : 0,
    is_passed: store.isPassed,
  };
  if (contactPhone(store.phone)) view.phone = store.phone;
  return view;
}
