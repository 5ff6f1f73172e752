import type { BuyerProfile } from '@/domain/buy-rules';
import type { HandlerContext, OperationContext } from '../../core/engine';
import type { OperationId } from '../../core/operations';
import { contractRequired, unauthorized } from '../../core/respond';
import { DEMO_TODAY, type AccountRecord } from '../../data/types';
import type { DemoDb } from '../../state';

/** Any handler's context (request fields untyped): for helpers shared by several operations. */
export type Ctx = HandlerContext<DemoDb>;
/** The context of operation K, its params, query and body typed by the contract: for a helper of one operation. */
export type OpCtx<K extends OperationId> = OperationContext<DemoDb, K>;

/** The account that is buying: the selected store of a chain, or the logged-in account itself. */
export function currentBuyer(ctx: Ctx): AccountRecord | null {
  if (!ctx.session) return null;
  const byId = ctx.db.members.byId;
  return byId.get(ctx.session.storeId) ?? byId.get(ctx.session.accountId) ?? null;
}

/** The account that logged in (a chain's head when it buys for a store). */
export function loggedInAccount(ctx: Ctx): AccountRecord | null {
  if (!ctx.session) return null;
  return ctx.db.members.byId.get(ctx.session.accountId) ?? null;
}

export function requireBuyer(ctx: Ctx): AccountRecord {
  const a = currentBuyer(ctx);
  if (!a) throw unauthorized();
  return a;
}

/** The chain head, whose contract, wallet and coupons a store's purchases use. */
export function payerOf(ctx: Ctx, buyer: AccountRecord): AccountRecord {
  return buyer.parentId ? (ctx.db.members.byId.get(buyer.parentId) ?? buyer) : buyer;
}

/** 459 until the e-contract is signed (a store buys under its chain's contract). */
export function requireContract(ctx: Ctx, buyer: AccountRecord): void {
  if (!payerOf(ctx, buyer).contractSigned) throw contractRequired();
}

function expiredQualifications(account: AccountRecord, today = DEMO_TODAY): string[] {
  return account.qualifications.filter((q) => q.validUntil !== null && q.validUntil < today).map((q) => q.name);
}

export function buyerProfile(_ctx: Ctx, account: AccountRecord | null): BuyerProfile {
  return profileOf(account);
}

/** The buyer profile of an account (a visitor's for null), for code that runs outside a request (the back office). */
export function profileOf(account: AccountRecord | null): BuyerProfile {
  if (!account) {
    return { isMember: false, isPassed: false, scopeCategoryIds: [], qualificationExpiredNames: [], controlledAuthorised: false };
  }
  return {
    isMember: true,
    isPassed: account.isPassed === 1,
    scopeCategoryIds: account.scopeCategoryIds,
    qualificationExpiredNames: expiredQualifications(account),
    controlledAuthorised: false, // per goods: see controlledAuthorisedFor
  };
}

/** Whether a controlled-sales goods' rule admits this buyer (region, rank or named customer). */
export function controlledAuthorisedFor(
  rule: { regions?: string[]; ranks?: number[]; userIds?: number[] } | null,
  account: AccountRecord | null,
): boolean {
  if (!account) return false;
  if (!rule) return true;
  const ids = [account.id, account.parentId].filter((x): x is number => x !== null);
  return Boolean(
    rule.regions?.includes(account.region) || rule.ranks?.includes(account.rank) || rule.userIds?.some((u) => ids.includes(u)),
  );
}
