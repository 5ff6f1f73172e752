/**
 * The route walk's areas of the site, one e2e file each, so that the run's workers share the walk: every built route
 * belongs to exactly one, by the route table's top-level entry it lives under.
 */
import type { RouteName } from '@/lib/routes/paths';
import { FLAT_ROUTES } from '@/lib/routes/route-table';

export type WalkArea = 'catalogue' | 'member-centre' | 'cart-login-help' | 'other-addresses';

/** The member centre: the account and wallet pages, the order centre, self-service and the e-contract. */
const MEMBER_CENTRE = new Set<string>(['user', 'order', 'zzfw', 'dzht']);
/** Buying and joining, and reading: the cart's steps, login, registration, the password reset, help and news. */
const CART_LOGIN_HELP = /^(cart|login$|register|forget|help$|news|newsInfo$)/;

const byName = new Map(FLAT_ROUTES.map((r) => [r.name, r]));

/** The top-level entry of the route table a route lives under (itself when it has no parent). */
function topOf(name: RouteName): RouteName {
  let route = byName.get(name);
  if (!route) throw new Error(`${name} is not in the route table`);
  while (route.parent) route = byName.get(route.parent)!;
  return route.name;
}

/** The walk file that visits a built route; the rest of the shop (home, lists, goods, search, zones, 404) is the catalogue. */
export function areaOf(name: RouteName): Exclude<WalkArea, 'other-addresses'> {
  const top = topOf(name);
  if (MEMBER_CENTRE.has(top)) return 'member-centre';
  if (CART_LOGIN_HELP.test(top)) return 'cart-login-help';
  return 'catalogue';
}
