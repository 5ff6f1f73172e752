/**
 * The seeded demo accounts by the role each demonstrates (a pharmacy, a chain, an unsigned account, a clinic, an
 * expired licence), picked from the member accounts by their properties rather than by hard-coded usernames, so the
 * tests follow the seed (mock/demo/data/accounts.md lists them).
 */
import type { AccountRecord, Members } from '@mock/demo/data/types';

export interface DemoAccounts {
  /** A pharmacy with valid qualifications and a signed e-contract: the main buyer. */
  pharmacy: AccountRecord;
  /** A chain head with several stores. */
  chain: AccountRecord | null;
  /** An account without a signed e-contract (purchases answer 459). */
  unsigned: AccountRecord | null;
  /** A clinic whose 经营范围 excludes some categories. */
  clinic: AccountRecord | null;
  /** A pharmacy with an expired qualification. */
  expired: AccountRecord | null;
}

const hasExpired = (a: AccountRecord) => a.qualifications.some((q) => q.status === 'expired');

export function demoAccounts(members: Members): DemoAccounts {
  const top = members.accounts.filter((a) => a.parentId === null);
  const pharmacy =
    top.find((a) => a.type === 'pharmacy' && a.contractSigned === 1 && a.isPassed === 1 && !hasExpired(a) && a.scopeCategoryIds === 'all') ??
    top.find((a) => a.type === 'pharmacy' && a.contractSigned === 1 && !hasExpired(a)) ??
    top.find((a) => a.contractSigned === 1);
  if (!pharmacy) throw new Error('the seed has no account with a signed e-contract');
  return {
    pharmacy,
    chain: top.find((a) => a.type === 'chain' && a.storeIds.length > 0) ?? null,
    unsigned: top.find((a) => a.contractSigned === 0) ?? null,
    clinic: top.find((a) => a.type === 'clinic' && a.scopeCategoryIds !== 'all') ?? null,
    expired: top.find((a) => hasExpired(a)) ?? null,
  };
}
