import type { AccountRecord, Members } from './types';

/** The member accounts and their indexes by id and login name (see Members in types.ts). */
export function membersOf(accounts: AccountRecord[]): Members {
  const members: Members = { accounts: [], byId: new Map(), byUsername: new Map() };
  for (const account of accounts) addMember(members, account);
  return members;
}

/** Adds an account (a registration, a new store) so login, the buyer helpers and every area see it at once. */
export function addMember(members: Members, account: AccountRecord): void {
  members.accounts.push(account);
  members.byId.set(account.id, account);
  members.byUsername.set(account.username, account);
}
