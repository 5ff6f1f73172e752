import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VISITOR,
  buyBlock,
  canSeePrice,
  priceLabel,
  type BuyBlockReason,
  type BuyerProfile,
  type GoodsRuleInput,
} from '@/domain/buy-rules';

/** The order in which buyBlock checks, as it promises: the first failing one is the reason given. */
const BLOCK_ORDER: readonly BuyBlockReason[] = ['visitor', 'not_passed', 'qualification_expired', 'out_of_scope', 'controlled', 'no_stock'];

const member: BuyerProfile = {
  isMember: true,
  isPassed: true,
  scopeCategoryIds: [1, 2],
  qualificationExpiredNames: [],
  controlledAuthorised: false,
};
const goods: GoodsRuleInput = { stock: 10, categoryId: 1, scopeName: '化学药制剂', isControlled: false };

describe('buyBlock', () => {
  it('gives each reason with its Chinese message', () => {
    expect(buyBlock(goods, member)).toBeNull();
    expect(buyBlock(goods, null)).toEqual({ reason: 'visitor', msg: '请登录后购买' });
    expect(buyBlock(goods, VISITOR)?.reason).toBe('visitor');
    expect(buyBlock(goods, { ...member, isPassed: false })?.reason).toBe('not_passed');
    expect(buyBlock(goods, { ...member, qualificationExpiredNames: ['药品经营许可证', '营业执照'] })).toEqual({
      reason: 'qualification_expired',
      msg: '您的《药品经营许可证》、《营业执照》已过期，请更新资质后购买',
    });
    expect(buyBlock({ ...goods, categoryId: 9, scopeName: '医疗器械' }, member)).toEqual({
      reason: 'out_of_scope',
      msg: '该商品不在您的经营范围（医疗器械）内',
    });
    expect(buyBlock({ ...goods, categoryId: 9 }, { ...member, scopeCategoryIds: 'all' })).toBeNull();
    expect(buyBlock({ ...goods, isControlled: true }, member)).toEqual({
      reason: 'controlled',
      msg: '该商品为控销商品，您暂无购买权限',
    });
    expect(buyBlock({ ...goods, isControlled: true }, { ...member, controlledAuthorised: true })).toBeNull();
    expect(buyBlock({ ...goods, stock: 0 }, member)).toEqual({ reason: 'no_stock', msg: '该商品暂无库存' });
  });

  it('reports the first failing rule in the fixed order', () => {
    fc.assert(
      fc.property(
        fc.record({
          isMember: fc.boolean(),
          isPassed: fc.boolean(),
          expired: fc.boolean(),
          inScope: fc.boolean(),
          controlled: fc.boolean(),
          authorised: fc.boolean(),
          stock: fc.integer({ min: -2, max: 5 }),
        }),
        (f) => {
          const buyer: BuyerProfile = {
            isMember: f.isMember,
            isPassed: f.isPassed,
            scopeCategoryIds: f.inScope ? [1] : [2],
            qualificationExpiredNames: f.expired ? ['营业执照'] : [],
            controlledAuthorised: f.authorised,
          };
          const g: GoodsRuleInput = { stock: f.stock, categoryId: 1, scopeName: '中药饮片', isControlled: f.controlled };
          const failing = {
            visitor: !f.isMember,
            not_passed: !f.isPassed,
            qualification_expired: f.expired,
            out_of_scope: !f.inScope,
            controlled: f.controlled && !f.authorised,
            no_stock: f.stock <= 0,
          };
          const expected = BLOCK_ORDER.find((r) => failing[r]) ?? null;
          const block = buyBlock(g, buyer);
          expect({ reason: block?.reason ?? null, saysWhy: block === null || block.msg.length > 0 }).toEqual({ reason: expected, saysWhy: true });
        },
      ),
    );
  });
});

describe('prices', () => {
  it('visitors never see prices; controlled goods only when authorised', () => {
    expect(canSeePrice(goods, null)).toBe(false);
    expect(canSeePrice(goods, member)).toBe(true);
    expect(canSeePrice({ isControlled: true }, member)).toBe(false);
    expect(canSeePrice({ isControlled: true }, { ...member, controlledAuthorised: true })).toBe(true);
    expect(priceLabel(null, false)).toBe('会员可见');
    expect(priceLabel(VISITOR, true)).toBe('会员可见');
    expect(priceLabel(member, true)).toBe('控销');
    expect(priceLabel(member, false)).toBeNull();
  });

  it('a label is shown exactly when the price is hidden', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (isMember, authorised, isControlled) => {
        const b = { ...member, isMember, controlledAuthorised: authorised };
        expect(priceLabel(b, isControlled) === null).toBe(canSeePrice({ isControlled }, b));
      }),
    );
  });
});
