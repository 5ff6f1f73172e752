import type { Goods } from '@generated/models';
import { STOCK_TEXT, stockState } from '@/features/catalogue/goods-rules';

interface Props {
  goods: Pick<Goods, 'sccj' | 'ypgg' | 'bzdw' | 'zbz' | 'number' | 'yxq' | 'is_jxq' | 'is_free_shipping' | 'free_shipping_number'>;
  /** Omits the stock line (the table has its own column). */
  noStock?: boolean;
}

/** Manufacturer, spec, 中包装, expiry (red when near expiry), the single-goods free-shipping quantity and stock. */
export function GoodsMeta({ goods, noStock }: Props) {
  const s = stockState(goods);
  return (
    <dl className="goods-meta">
      <div>
        <dt>厂家</dt>
        <dd title={goods.sccj}>{goods.sccj}</dd>
      </div>
      <div>
        <dt>规格</dt>
        <dd title={goods.ypgg}>{goods.ypgg}</dd>
      </div>
      <div>
        <dt>中包装</dt>
        <dd>
          {goods.zbz}
          {goods.bzdw}
        </dd>
      </div>
      {goods.yxq && (
        <div>
          <dt>有效期</dt>
          <dd className={goods.is_jxq === 1 ? 'goods-meta__jxq' : undefined}>{goods.yxq}</dd>
        </div>
      )}
      {goods.is_free_shipping === 1 && (goods.free_shipping_number ?? 0) > 0 && (
        <div>
          <dt>包邮</dt>
          <dd className="goods-meta__free">
            满 {goods.free_shipping_number}
            {goods.bzdw} 包邮
          </dd>
        </div>
      )}
      {!noStock && (
        <div>
          <dt>库存</dt>
          <dd className={`goods-meta__stock goods-meta__stock--${s}`}>{STOCK_TEXT[s]}</dd>
        </div>
      )}
    </dl>
  );
}
