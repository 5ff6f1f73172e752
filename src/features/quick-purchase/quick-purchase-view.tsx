import { keepPreviousData } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useListFastBuy } from '@generated/endpoints/user/user';
import type { FastBuyRow } from '@generated/models';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { quantityStep } from '@/domain/packing';
import { BuyBlockNote, QuantityStepper, focusQuantityRow } from '@/features/catalogue';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { FAST_BUY_PAGE_SIZE, cartLine, fastBuySearch, readFastBuyQuery, rowBuyable, usableRows, type FastBuyOrder } from './quick-purchase-rules';
import { useBatchAdd } from './use-batch-add';
import './quick-purchase.css';

const ORDERS: ReadonlyArray<{ order: FastBuyOrder; text: string }> = [
  { order: 'recent', text: '最近购买' },
  { order: 'frequent', text: '购买最多' },
];

interface RowProps {
  row: FastBuyRow;
  index: number;
  quantity: number;
  selected: boolean;
  onQuantity(q: number): void;
  onSelect(on: boolean): void;
  focusRow(i: number, from: number): void;
}

function Row({ row, index, quantity, selected, onQuantity, onSelect, focusRow }: RowProps) {
  const { ui } = useStores();
  const buyable = rowBuyable(row);
  return (
    <tr data-goods-id={row.id} className={buyable ? (selected ? 'is-selected' : undefined) : 'is-blocked'}>
      <td className="kjcg-table__pick">
        <input
          type="checkbox"
          checked={selected}
          disabled={!buyable}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`选择 ${row.name}`}
        />
      </td>
      <td className="kjcg-table__name" data-label="商品">
        <Link href={href('list_info', { id: row.id })}>{row.name}</Link>
        <span className="kjcg-table__sub">
          {row.ypgg} · {row.sccj}
        </span>
      </td>
      <td data-label="中包装">
        {row.zbz}
        {row.bzdw}
      </td>
      <td data-label="最近购买">
        <span className="kjcg-table__value">
          {row.last_buy_date}
          {row.last_buy_number ? (
            <span className="kjcg-table__sub">
              上次 {row.last_buy_number}
              {row.bzdw}
            </span>
          ) : null}
        </span>
      </td>
      <td data-label="购买次数">{row.buy_times} 次</td>
      <td data-label="单价" className="kjcg-table__price">
        <Money yuan={row.price} />
      </td>
      <td className="kjcg-table__buy" data-label="采购数量">
        {buyable ? (
          <QuantityStepper
            compact
            value={quantity}
            onChange={onQuantity}
            zbz={row.zbz ?? 1}
            stock={row.number}
            label={`${row.name} 采购数量`}
            rowIndex={index}
            onAdjusted={ui.toast}
            onEnter={() => {
              onSelect(true);
              focusRow(index + 1, index);
            }}
            onArrow={(d) => focusRow(index + d, index)}
          />
        ) : (
          <BuyBlockNote goods={row} className="buy-block--inline" />
        )}
        {row.cartNum ? <span className="kjcg-table__sub">购物车已有 {row.cartNum}</span> : null}
      </td>
    </tr>
  );
}

/**
 * /kjcg 快捷采购: the goods this buyer bought before, newest or most bought first, one quantity box per row in 中包装
 * steps (the reason shown instead when a row cannot be bought). Enter in a box selects the row and moves to the
 * next, the arrow keys move between rows; the selected rows go to the cart in one request.
 */
export const QuickPurchaseView = observer(function QuickPurchaseView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readFastBuyQuery(search);
  const list = useListFastBuy({ page: query.page, page_size: FAST_BUY_PAGE_SIZE, order: query.order }, { query: { placeholderData: keepPreviousData } });
  const rows = usableRows(list.data?.data?.list);
  const total = typeof list.data?.data?.total === 'number' ? list.data.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / FAST_BUY_PAGE_SIZE));
  // Quantities and the selection are kept by goods id, so paging or re-sorting keeps what the buyer typed.
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [selected, setSelected] = useState<Record<number, FastBuyRow>>({});
  const { add, pending } = useBatchAdd();
  const table = useRef<HTMLTableElement>(null);
  const qty = (r: FastBuyRow) => quantities[r.id] ?? quantityStep(r.zbz ?? 1, r.number);
  const go = (order: FastBuyOrder, page: number) => navigate(`${href('kjcg')}${fastBuySearch({ order, page })}`);
  const chosen = Object.values(selected);
  const pageBuyable = rows.filter(rowBuyable);
  const allOnPage = pageBuyable.length > 0 && pageBuyable.every((r) => selected[r.id]);

  const toggle = (r: FastBuyRow, on: boolean) =>
    setSelected((s) => {
      const next = { ...s };
      if (on) next[r.id] = r;
      else delete next[r.id];
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((s) => {
      const next = { ...s };
      for (const r of pageBuyable) {
        if (on) next[r.id] = r;
        else delete next[r.id];
      }
      return next;
    });
  const addSelected = async () => {
    const result = await add(chosen.map((r) => cartLine(r, qty(r))));
    if (result) {
      setSelected({});
      void list.refetch();
    }
  };

  return (
    <div className="kjcg">
      <div className="kjcg__bar">
        <div className="kjcg__sorts" role="group" aria-label="排序">
          {ORDERS.map((o) => (
            <button key={o.order} type="button" className={`kjcg__sort${query.order === o.order ? ' is-active' : ''}`} aria-pressed={query.order === o.order} onClick={() => go(o.order, 1)}>
              {o.text}
            </button>
          ))}
        </div>
        <p className="kjcg__hint">在数量框中按回车选中该行并跳到下一行，↑↓ 切换行。</p>
      </div>
      <QueryState
        query={list}
        data={Array.isArray(list.data?.data?.list) ? rows : null}
        failText="常购清单加载失败，请稍后重试。"
        // A screen's height while the list loads: the actions bar below it starts out of view and stays there once a
        // page of rows has come, instead of jumping down the screen (layout shift).
        placeholder={<div className="kjcg__loading" aria-busy="true" aria-label="正在加载常购清单" />}
        empty={
          <p>
            您还没有采购记录。<Link href={href('list_index')}>去选购商品</Link>，或使用“批量采购”导入采购清单。
          </p>
        }
      >
        {() => (
          <>
            <table className="kjcg-table" ref={table}>
              <caption className="visually-hidden">常购商品</caption>
              <thead>
                <tr>
                  <th scope="col" className="kjcg-table__pick">
                    <input type="checkbox" checked={allOnPage} disabled={pageBuyable.length === 0} onChange={(e) => toggleAll(e.target.checked)} aria-label="全选本页可购商品" />
                  </th>
                  <th scope="col">商品</th>
                  <th scope="col">中包装</th>
                  <th scope="col">最近购买</th>
                  <th scope="col">购买次数</th>
                  <th scope="col">单价</th>
                  <th scope="col">采购数量</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <Row
                    key={r.id}
                    row={r}
                    index={i}
                    quantity={qty(r)}
                    selected={Boolean(selected[r.id])}
                    onQuantity={(q) => setQuantities((s) => ({ ...s, [r.id]: q }))}
                    onSelect={(on) => toggle(r, on)}
                    focusRow={(to, from) => focusQuantityRow(table.current, to, from)}
                  />
                ))}
              </tbody>
            </table>
            {pages > 1 && (
              <nav className="kjcg__pager" aria-label="分页">
                <button type="button" className="ui mini button" disabled={query.page <= 1} onClick={() => go(query.order, query.page - 1)}>
                  上一页
                </button>
                <span aria-current="page">
                  第 {Math.min(query.page, pages)} / {pages} 页，共 {total} 种
                </span>
                <button type="button" className="ui mini button" disabled={query.page >= pages} onClick={() => go(query.order, query.page + 1)}>
                  下一页
                </button>
              </nav>
            )}
          </>
        )}
      </QueryState>
      <div className="kjcg__actions">
        <span role="status" data-testid="kjcg-selected">
          已选 {chosen.length} 种
        </span>
        {chosen.length > 0 && (
          <button type="button" className="ui mini basic button" onClick={() => setSelected({})}>
            清空选择
          </button>
        )}
        <button type="button" className="ui red button" disabled={chosen.length === 0 || pending} onClick={() => void addSelected()}>
          {pending ? '正在加入…' : '加入购物车'}
        </button>
      </div>
    </div>
  );
});
