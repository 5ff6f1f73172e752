/**
 * Why a buyer cannot buy a goods (the contract's BuyBlock), and whether its price may be shown. The order of checks
 * is fixed so the SPA and the demo API give the same first reason: the most fundamental obstacle wins (log in before
 * anything; fix qualifications before scope; only then goods-specific limits).
 */

export type BuyBlockReason = 'visitor' | 'out_of_scope' | 'qualification_expired' | 'not_passed' | 'no_stock' | 'controlled';

interface BuyBlock {
  reason: BuyBlockReason;
  msg: string;
}

export interface BuyerProfile {
  isMember: boolean;
  isPassed: boolean;
  /** Category ids of the buyer's 经营范围, or 'all' when unrestricted. */
  scopeCategoryIds: number[] | 'all';
  /** Names of expired qualification documents, e.g. ['药品经营许可证']. */
  qualificationExpiredNames: string[];
  controlledAuthorised: boolean;
}

export interface GoodsRuleInput {
  stock: number;
  categoryId: number;
  /** 经营范围 name of the goods' category, e.g. 医疗器械. */
  scopeName: string;
  isControlled: boolean;
}

/** A signed-out visitor; pass it (or null) when nobody is logged in. */
export const VISITOR: BuyerProfile = Object.freeze({
  isMember: false,
  isPassed: false,
  scopeCategoryIds: [],
  qualificationExpiredNames: [],
  controlledAuthorised: false,
}) as BuyerProfile;

/** 《药品经营许可证》、《营业执照》 */
function documentList(names: readonly string[]): string {
  return names.map((n) => `《${n.replace(/^《|》$/g, '')}》`).join('、');
}

/**
 * The first reason the buyer cannot buy, or null. Order: visitor → not_passed → qualification_expired →
 * out_of_scope → controlled → no_stock. A null buyer is a visitor.
 */
export function buyBlock(goods: GoodsRuleInput, buyer: BuyerProfile | null | undefined): BuyBlock | null {
  if (!buyer || !buyer.isMember) return { reason: 'visitor', msg: '请登录后购买' };
  if (!buyer.isPassed) return { reason: 'not_passed', msg: '资质审核未通过，请完善资质并通过审核后购买' };
  if (buyer.qualificationExpiredNames.length > 0) {
    return {
      reason: 'qualification_expired',
      msg: `您的${documentList(buyer.qualificationExpiredNames)}已过期，请更新资质后购买`,
    };
  }
  if (buyer.scopeCategoryIds !== 'all' && !buyer.scopeCategoryIds.includes(goods.categoryId)) {
    return { reason: 'out_of_scope', msg: `该商品不在您的经营范围（${goods.scopeName}）内` };
  }
  if (goods.isControlled && !buyer.controlledAuthorised) {
    return { reason: 'controlled', msg: '该商品为控销商品，您暂无购买权限' };
  }
  if (!(goods.stock > 0)) return { reason: 'no_stock', msg: '该商品暂无库存' };
  return null;
}

/** Visitors never see prices; members see controlled goods' prices only when authorised. */
export function canSeePrice(goods: Pick<GoodsRuleInput, 'isControlled'>, buyer: BuyerProfile | null | undefined): boolean {
  if (!buyer || !buyer.isMember) return false;
  return !goods.isControlled || buyer.controlledAuthorised;
}

/** What to show instead of the price: '会员可见' to visitors, '控销' to unauthorised members, null to show the price. */
export function priceLabel(buyer: BuyerProfile | null | undefined, isControlled: boolean): null | '会员可见' | '控销' {
  if (!buyer || !buyer.isMember) return '会员可见';
  if (isControlled && !buyer.controlledAuthorised) return '控销';
  return null;
}
