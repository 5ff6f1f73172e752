/** Cart and message badges cap at 99 ("99+" above it). */

export const BADGE_MAX = 99;

/** The count clamped to 0…99 (non-numbers and negatives are 0, fractions floored). */
export function capBadge(n: number): number {
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.floor(n), BADGE_MAX);
}

/**
 * Badge text. Decision: '99+' when the count is above 99 so a buyer can tell "exactly 99" from "more"; the shown
 * number itself never exceeds 99. '0' for zero; use showBadge to hide it.
 */
export function badgeText(n: number): string {
  if (Number.isFinite(n) && Math.floor(n) > BADGE_MAX) return `${BADGE_MAX}+`;
  return String(capBadge(n));
}

/** Whether a badge should be shown at all. */
export function showBadge(n: number): boolean {
  return capBadge(n) > 0;
}
