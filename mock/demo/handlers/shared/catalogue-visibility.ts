import type { AccountRecord } from '../../data/types';

/**
 * Whether a buyer sees the free-shipping zone (the user state's `is_show_youx`). The contract lets the server hide
 * the zone per buyer (nav item, category_yx menu, 404 on /api/zone/yx); the seeded accounts carry no such switch, so
 * the demo shows it to everyone. Kept in one place so the user state (account area) and the catalogue agree.
 */
export function showsFreeShippingZone(_account: AccountRecord | null): boolean {
  return true;
}
