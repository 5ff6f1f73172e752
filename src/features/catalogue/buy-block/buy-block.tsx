import type { Goods } from '@generated/models';
import { blockMessage } from '@/features/catalogue/goods-rules';

interface Props {
  goods: Pick<Goods, 'is_buy' | 'buy_block' | 'number'>;
  className?: string;
}

/** Why the buyer cannot buy this goods, shown before any click (outside 经营范围, qualification expired, …). */
export function BuyBlockNote({ goods, className }: Props) {
  const msg = blockMessage(goods);
  if (!msg) return null;
  return (
    <p className={`buy-block buy-block--${goods.buy_block?.reason ?? 'other'}${className ? ` ${className}` : ''}`} role="note">
      {msg}
    </p>
  );
}
