import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BADGE_MAX, badgeText, capBadge, showBadge } from '@/domain/badge';

describe('badge', () => {
  it('caps at 99 and shows 99+ above it', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(capBadge(100)).toBe(99);
    expect(capBadge(-3)).toBe(0);
    expect(capBadge(Number.NaN)).toBe(0);
    expect(showBadge(0)).toBe(false);
    expect(showBadge(1)).toBe(true);
  });

  it('capBadge is min(n, 99) on counts', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => {
        expect(capBadge(n)).toBe(Math.min(n, BADGE_MAX));
        expect(badgeText(n)).toBe(n > BADGE_MAX ? '99+' : String(n));
      }),
    );
  });
});
