import { describe, expect, it } from 'vitest';
import { ACCOUNT_IDS, DEMO_PASSWORD } from '@mock/demo/data/accounts';
import { buildSearchIndex, searchGoodsIds } from '@mock/demo/search/index';
import { membersOf } from '@mock/demo/data/members';
import { defaultSeed } from './helpers';

describe('demo accounts', () => {
  const { catalogue: c, accounts } = defaultSeed();
  const members = membersOf(accounts);
  const byName = (u: string) => {
    const a = members.byUsername.get(u);
    if (!a) throw new Error(`missing account ${u}`);
    return a;
  };

  it('lists the five documented accounts with wallets, coupons and messages', () => {
    for (const u of ['kangning', 'renhe', 'anda', 'baixing', 'xinkai']) {
      const a = byName(u);
      expect(a.password).toBe(DEMO_PASSWORD);
      expect(a.balanceFen).toBeGreaterThan(0);
      expect(a.points).toBeGreaterThan(0);
      expect(a.coupons.filter((k) => k.status === 1).length).toBeGreaterThan(0);
      expect(a.messages.length).toBeGreaterThan(0);
      expect(c.adminsById.has(a.adminId)).toBe(true);
      expect(a.addresses.filter((x) => x.isDefault === 1)).toHaveLength(1);
      for (const k of a.coupons) expect(c.couponTemplatesById.has(k.templateId)).toBe(true);
      // The money log ends at the balance it reports.
      expect(a.moneyLog[0]?.balanceAfterFen).toBe(a.balanceFen);
      expect(a.pointsLog[0]?.pointsAfter).toBe(a.points);
      for (const id of a.favoriteGoodsIds) expect(c.goodsById.has(id)).toBe(true);
    }
    expect(new Set(accounts.map((a) => a.username)).size).toBe(accounts.length);
    expect(c.admins.filter((a) => a.isDefault === 1)).toHaveLength(1);
    expect(c.adminsById.get(byName('kangning').adminId)?.isDefault).toBe(1);
    expect(c.adminsById.get(byName('renhe').adminId)?.isDefault).toBe(0);
  });

  it('pharmacy: all qualifications valid', () => {
    const a = byName('kangning');
    expect(a.isPassed).toBe(1);
    expect(a.contractSigned).toBe(1);
    expect(a.scopeCategoryIds).toBe('all');
    expect(a.qualifications.every((q) => q.status === 'valid')).toBe(true);
  });

  it('clinic: amxl stays buyable, devices and herbs are out of scope', () => {
    const a = byName('renhe');
    expect(a.type).toBe('clinic');
    const scope = a.scopeCategoryIds;
    if (scope === 'all') throw new Error('clinic scope must be limited');
    expect(scope).not.toContain(6);
    expect(scope).not.toContain(5);
    const index = buildSearchIndex(c);
    const firstPage = searchGoodsIds(index, 'amxl', 0).slice(0, 20);
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage.every((id) => scope.includes(c.goodsById.get(id)!.topCategoryId))).toBe(true);
    const mask = c.goods.find((g) => g.name === '医用外科口罩')!;
    expect(scope.includes(mask.topCategoryId)).toBe(false);
  });

  it('expired pharmacy: 药品经营许可证 expired', () => {
    const a = byName('anda');
    const licence = a.qualifications.find((q) => q.type === 'drug_trade_license');
    expect(licence?.status).toBe('expired');
    expect(licence!.validUntil! < c.today).toBe(true);
  });

  it('chain: at least three store accounts that point back to it', () => {
    const a = byName('baixing');
    expect(a.type).toBe('chain');
    expect(a.storeIds.length).toBeGreaterThanOrEqual(3);
    expect(a.storeIds).toEqual([...ACCOUNT_IDS.chainStores]);
    for (const id of a.storeIds) {
      const store = members.byId.get(id);
      expect(store?.parentId).toBe(a.id);
      expect(store?.addresses.length).toBeGreaterThan(0);
    }
  });

  it('unsigned account: no e-contract', () => {
    const a = byName('xinkai');
    expect(a.contractSigned).toBe(0);
    expect(a.contractSignedAt).toBeNull();
    expect(a.isPassed).toBe(1);
  });
});
