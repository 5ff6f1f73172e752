import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Goods } from '@generated/models';
import { goodsTitle } from '@/domain/goods-name';
import { useStores } from '@/stores';
import { useItemsInSteps } from '@/components/use-items-in-steps';
import { BuyBlockNote } from '@/features/catalogue/buy-block/buy-block';
import { QuantityStepper, focusQuantityRow } from '@/features/catalogue/buy-controls/quantity-stepper';
import { useAddToCart } from '@/features/catalogue/buy-controls/use-add-to-cart';
import { goodsHref } from '@/features/catalogue/goods-card/goods-card';
import { GoodsPrice } from '@/features/catalogue/goods-price/goods-price';
import { GoodsTags } from '@/features/catalogue/goods-tags/goods-tags';
import { STOCK_TEXT, canBuy, initialQuantity, stockState } from '@/features/catalogue/goods-rules';
import { ArrivalReminderButton } from '@/features/reminders';

interface RowProps {
  goods: Goods;
  index: number;
  focusRow: (index: number, from: number) => void;
}

/** One row; like the goods card, it reads the session itself, so a login or logout redraws its price. */
const Row = observer(function GoodsRow({ goods, index, focusRow }: RowProps) {
  const { session, ui } = useStores();
  const [q, setQ] = useState(() => initialQuantity(goods));
  const { add, pending, warning } = useAddToCart();
  const buyable = canBuy(goods);
  const s = stockState(goods);
  return (
    <tr data-goods-id={goods.id} className={buyable ? undefined : 'is-blocked'}>
      <td className="goods-table__name">
        <Link href={goodsHref(goods)}>{goodsTitle(goods.name, goods.trade_name)}</Link>
        <GoodsTags goods={goods} />
      </td>
      <td>{goods.ypgg}</td>
      <td className="goods-table__sccj" title={goods.sccj}>
        {goods.sccj}
      </td>
      <td className={goods.is_jxq === 1 ? 'goods-meta__jxq' : undefined}>{goods.yxq ?? '—'}</td>
      <td>
        {goods.zbz}
        {goods.bzdw}
      </td>
      <td className={`goods-meta__stock--${s}`}>{s === 'ok' ? goods.number : STOCK_TEXT[s]}</td>
      <td className="goods-table__price">
        <GoodsPrice goods={goods} isMember={session.isMember} quantity={q} />
      </td>
      <td className="goods-table__buy">
        {buyable ? (
          <span className="goods-table__buy-row">
            <QuantityStepper
              compact
              value={q}
              onChange={setQ}
              zbz={goods.zbz}
              stock={goods.number}
              label={`${goods.name} 购买数量`}
              rowIndex={index}
              onAdjusted={ui.toast}
              onEnter={(qty) => {
                void add(goods, qty);
                focusRow(index + 1, index);
              }}
              onArrow={(d) => focusRow(index + d, index)}
            />
            <button type="button" className="ui mini red button" disabled={pending} onClick={() => void add(goods, q)} aria-label={`${goods.name} 加入购物车`}>
              {pending ? '…' : '加入'}
            </button>
            {warning && <span className="visually-hidden" role="status">{warning}</span>}
          </span>
        ) : (
          <BuyBlockNote goods={goods} className="buy-block--inline" />
        )}
        <ArrivalReminderButton goods={goods} named className="goods-table__remind" />
      </td>
    </tr>
  );
});

/** Rows drawn at once: a tall screen's worth. */
export const FIRST_ROWS = 12;
/** Rows added by each later step. */
const STEP_ROWS = 12;

/**
 * The dense list for fast wholesale ordering: a quantity box on every row; Enter adds the row and moves to the next,
 * the arrow keys move between rows, and the buyer never leaves the page.
 */
export function GoodsTable({ goods }: { goods: Goods[] }) {
  const ref = useRef<HTMLTableElement>(null);
  const focusRow = (i: number, from: number) => focusQuantityRow(ref.current, i, from);
  // Drawn in steps (a page of 50 rows at once blocked a phone for a quarter of a second).
  const rows = useItemsInSteps(goods, FIRST_ROWS, STEP_ROWS);
  return (
    <div className="goods-table-scroll">
      <table className="goods-table" ref={ref}>
        <colgroup>
          <col />
          <col className="goods-table__col--spec" />
          <col className="goods-table__col--maker" />
          <col className="goods-table__col--expiry" />
          <col className="goods-table__col--pack" />
          <col className="goods-table__col--stock" />
          <col className="goods-table__col--price" />
          <col className="goods-table__col--buy" />
        </colgroup>
        <thead>
          <tr>
            <th>商品名称</th>
            <th>规格</th>
            <th>生产厂家</th>
            <th>有效期</th>
            <th>中包装</th>
            <th>库存</th>
            <th>单价</th>
            <th>采购数量</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((g, i) => (
            <Row key={g.id} goods={g} index={i} focusRow={focusRow} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
