import type { Fen } from '@/domain/money';
import type { AccountRecord, MessageRecord } from '../../data/types';
import { nextId, type DemoDb } from '../../state';

/**
 * What every area writes into a member's account besides its own records: the wallet's money log, the points log, a
 * received coupon and the inbox. Each kind of entry takes the next id of its own sequence, which starts above every
 * id the seed gave, so ids never collide (and never repeat after a restart: the sequences are persisted). Logs and
 * inboxes are kept newest first.
 */
function maxIdOver(accounts: readonly AccountRecord[], pick: (a: AccountRecord) => readonly { id: number }[]): number {
  let max = 0;
  for (const a of accounts) for (const r of pick(a)) if (r.id > max) max = r.id;
  return max;
}

function nextAbove(db: DemoDb, name: string, pick: (a: AccountRecord) => readonly { id: number }[]): number {
  if (db.seq[name] === undefined) db.seq[name] = maxIdOver(db.members.accounts, pick);
  return nextId(db, name);
}

/** Books a change of the balance (already applied to `account.balanceFen`) in the money log. */
export function addMoneyLog(db: DemoDb, account: AccountRecord, changeFen: Fen, memo: string, at: number): void {
  const id = nextAbove(db, 'moneyLog', (a) => a.moneyLog);
  account.moneyLog.unshift({ id, changeFen, balanceAfterFen: account.balanceFen, memo, at });
}

/** Books a change of the points (already applied to `account.points`) in the points log. */
export function addPointsLog(db: DemoDb, account: AccountRecord, change: number, memo: string, at: number): void {
  const id = nextAbove(db, 'pointsLog', (a) => a.pointsLog);
  account.pointsLog.unshift({ id, change, pointsAfter: account.points, memo, at });
}

/** The id of a coupon a member receives (user_coupon_id). */
export function nextUserCouponId(db: DemoDb): number {
  return nextAbove(db, 'userCoupon', (a) => a.coupons);
}

/** Puts a message at the top of the account's inbox, unread. */
export function pushMessage(
  db: DemoDb,
  account: AccountRecord,
  msg: Pick<MessageRecord, 'type' | 'title' | 'content' | 'url'>,
  at: number,
): MessageRecord {
  const rec: MessageRecord = { id: nextAbove(db, 'message', (a) => a.messages), ...msg, isRead: 0, createdAt: at };
  account.messages.unshift(rec);
  return rec;
}

/** An order message to each account once: the store that bought and, when a chain's head paid, the head too. */
export function notify(db: DemoDb, accountIds: readonly number[], title: string, content: string, url: string | null, at: number): void {
  for (const accountId of new Set(accountIds)) {
    const account = db.members.byId.get(accountId);
    if (account) pushMessage(db, account, { type: 2, title, content, url }, at);
  }
}
