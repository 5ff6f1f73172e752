import { useState } from 'react';
import type { Goods } from '@generated/models';
import { useStores } from '@/stores';
import { BuyBlockNote } from '@/features/catalogue/buy-block/buy-block';
import { canBuy, initialQuantity } from '@/features/catalogue/goods-rules';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCart } from './use-add-to-cart';
// Its styles (the stepper, the row) come with it: /star draws these controls without the catalogue's pages.
import '@/features/catalogue/catalogue.css';

type BuyGoods = Pick<
  Goods,
  'id' | 'name' | 'zbz' | 'number' | 'bzdw' | 'is_buy' | 'buy_block' | 'ck_id' | 'goods_price_id' | 'ladder_price_id' | 'goods_manjian_id' | 'is_yj'
>;

interface Props {
  goods: BuyGoods;
  /** The detail page's chosen warehouse: its stock caps the quantity and its ids go with the add. */
  warehouse?: { ck_id: number; goods_price_id: number; number: number };
  quantity?: number;
  onQuantityChange?: (q: number) => void;
  buttonText?: string;
  className?: string;
}

/**
 * The stepper and the 加入购物车 button; when the buyer cannot buy, the reason instead (shown before any click).
 * Controlled or not: the detail page lifts the quantity so the ladder text can follow it.
 */
export function BuyControls({ goods, warehouse, quantity, onQuantityChange, buttonText = '加入购物车', className }: Props) {
  const { ui } = useStores();
  const stock = warehouse?.number ?? goods.number;
  const [own, setOwn] = useState(() => initialQuantity({ zbz: goods.zbz, number: stock }));
  const q = quantity ?? own;
  const setQ = onQuantityChange ?? setOwn;
  const { add, pending, warning } = useAddToCart();

  if (!canBuy(goods)) return <BuyBlockNote goods={goods} className={className} />;
  return (
    <div className={`buy-controls${className ? ` ${className}` : ''}`}>
      <div className="buy-controls__row">
        <QuantityStepper value={q} onChange={setQ} zbz={goods.zbz} stock={stock} label={`${goods.name} 购买数量`} onAdjusted={ui.toast} />
        <button type="button" className="ui small red button buy-controls__add" disabled={pending || stock <= 0 || q <= 0} onClick={() => void add(goods, q, warehouse)}>
          {pending ? '加入中…' : buttonText}
        </button>
      </div>
      {warning && (
        <p className="buy-controls__warning" role="status">
          {warning}
        </p>
      )}
    </div>
  );
}
