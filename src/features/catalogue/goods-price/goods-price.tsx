import type { Goods } from '@generated/models';
import { VISITOR, priceLabel, type BuyerProfile } from '@/domain/buy-rules';
import { ladderText, ladderUnitPrice } from '@/domain/ladder';
import { formatYuan, wireFen } from '@/domain/money';
import { Money } from '@/components/money/money';
import { ladderTiers } from '@/features/catalogue/goods-rules';
import '@/features/catalogue/catalogue.css';

/** A member the server hid a price from: the only reason a member gets a null price is controlled sales. */
const MEMBER_NOT_AUTHORISED: BuyerProfile = { ...VISITOR, isMember: true, isPassed: true, scopeCategoryIds: 'all' };

interface Props {
  goods: Pick<Goods, 'price' | 'base_price' | 'ladder_price' | 'bzdw' | 'is_kx'>;
  isMember: boolean;
  /** The quantity in the stepper: the ladder price and the reached / still-needed text follow it. */
  quantity?: number;
  /** Shows the list price struck through next to the price. */
  showBase?: boolean;
  className?: string;
}

/**
 * The price as the site shows it: floored to 2 decimals; 会员可见 for visitors and 控销 for members not authorised
 * (the server sends a null price to both); with a ladder, the unit price for the current quantity and its text.
 */
export function GoodsPrice({ goods, isMember, quantity = 0, showBase = false, className }: Props) {
  const baseFen = wireFen(goods.price);
  if (baseFen === null) {
    const label = priceLabel(isMember ? MEMBER_NOT_AUTHORISED : null, goods.is_kx === 1 || isMember);
    return (
      <div className={`goods-price goods-price--hidden${className ? ` ${className}` : ''}`}>
        <span className="goods-price__label">{label ?? '会员可见'}</span>
      </div>
    );
  }
  const tiers = ladderTiers(goods);
  const unit = ladderUnitPrice(baseFen, tiers, quantity);
  const hint = ladderText(tiers, quantity, goods.bzdw);
  const listFen = wireFen(goods.base_price);
  return (
    <div className={`goods-price${className ? ` ${className}` : ''}`}>
      <Money fen={unit.priceFen} className="goods-price__now" />
      {showBase && listFen !== null && listFen > unit.priceFen && (
        <del className="goods-price__base" aria-label={`原价${formatYuan(listFen)}`}>
          {formatYuan(listFen)}
        </del>
      )}
      {hint && <div className="goods-price__ladder">{hint}</div>}
    </div>
  );
}
