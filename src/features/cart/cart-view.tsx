import { observer } from 'mobx-react-lite';
import { lazy, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { DialogLoadFailed, LazyDialog } from '@/components/lazy-dialog/lazy-dialog';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { manjianNext } from '@/domain/manjian';
import { formatYuan } from '@/domain/money';
import { href, step2Href } from '@/lib/routes';
import { useStores } from '@/stores';
import { cartModelOf, type CartModel } from '@/stores/cart-model';
import { CartLineRow } from './cart-line-row';
import { StepFrame } from './step-bar';
import './cart.css';

// The copy dialog (the UI kit's modal) is fetched when the buyer opens it: the cart draws without the kit.
const CopyDialog = lazy(() => import('./copy-dialog'));

type Pending = { kind: 'delete'; ids: number[]; text: string } | null;

/** 满减 progress: the tiers (achieved first) and what the selection still needs for the next one. */
const TierBar = observer(function TierBar({ model }: { model: CartModel }) {
  if (model.tiers.length === 0) return null;
  const next = manjianNext(model.manjianRules, model.couponEligibleTotalFen);
  return (
    <section className="cart-tiers" aria-label="满减活动">
      <strong>满减</strong>
      {model.tiers.map((t) => (
        <span key={t.amountFen} className={`cart-tiers__tier${t.status === 1 ? ' cart-tiers__tier--done' : ''}`}>
          满{formatYuan(t.amountFen)}减{formatYuan(t.reduceFen)}
          {t.status === 1 ? '（已达成）' : ''}
        </span>
      ))}
      <span>
        已选可用券商品 <Money fen={model.couponEligibleTotalFen} />
      </span>
      {next ? (
        <span className="cart-tiers__next">
          还差 {formatYuan(next.needFen)} 可减 {formatYuan(next.reduceFen)}
        </span>
      ) : null}
    </section>
  );
});

/** Step 1 of the purchase: the whole cart. */
export const CartView = observer(function CartView() {
  const { cart, ui } = useStores();
  const model = cartModelOf(cart);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending>(null);
  const [copying, setCopying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void model.load();
    void model.loadStores();
  }, [model]);

  // Stable callbacks: the rows are memoised and re-render only when what they show changes.
  const say = useCallback(
    (text: string) => {
      setNotice(text);
      ui.toast(text);
    },
    [ui],
  );
  const askDelete = useCallback(
    (ids: number[]) => {
      if (ids.length === 0) return say('请选择要删除的商品');
      setPending({ kind: 'delete', ids, text: ids.length === 1 ? '确定要删除该商品吗？' : `确定要删除所选的 ${ids.length} 种商品吗？` });
    },
    [say],
  );
  const deleteLine = useCallback((id: number) => askDelete([id]), [askDelete]);
  const confirm = async () => {
    const p = pending;
    setPending(null);
    if (p?.kind === 'delete') {
      const res = await model.remove(p.ids);
      if (res.message) say(res.message);
    }
  };
  const checkout = async () => {
    const res = await model.checkout();
    if (!res.ok) {
      if (res.message && model.selectedIds.length === 0) say(res.message);
      return;
    }
    const warn = [...(res.data?.warnings ?? []), ...(res.data?.rejected ?? []).map((r) => r.msg)];
    if (warn.length > 0) ui.toast(warn.join('；'));
    navigate(step2Href(res.data?.ids ?? model.selectedIds));
  };

  const loading = model.loadState === 'loading' && !model.state;
  return (
    <StepFrame current={1}>
      {notice ? (
        <div className="ui small info message cart-notice" role="status">
          <button type="button" className="cart-notice__close" aria-label="关闭提示" onClick={() => setNotice(null)}>
            <span aria-hidden="true">×</span>
          </button>
          {notice}
        </div>
      ) : null}
      {model.filters.length > 0 ? (
        <div className="cart-filters" role="group" aria-label="筛选">
          {model.filters.map((f) => {
            const on = model.filter === f.id;
            return (
              <button key={f.id} type="button" className={`ui mini ${on ? 'active primary' : 'basic'} toggle button`} aria-pressed={on} onClick={() => void model.load(f.id)}>
                {f.name}（{f.count}）
              </button>
            );
          })}
        </div>
      ) : null}
      <TierBar model={model} />
      {/* The cart's load: 加载中 before the first answer, and a failure with 重新加载 above the lines still shown. */}
      <QueryState
        size="compact"
        className="ui negative message"
        query={{ isPending: loading, isError: model.loadState === 'error', isFetching: model.loadState === 'loading', refetch: () => model.load() }}
        placeholder={<p role="status">加载中...</p>}
        failText="购物车加载失败。"
      />
      {model.state && model.lines.length === 0 ? (
        <div className="cart-empty">
          <p>购物车还是空的</p>
          <Link href={href('home')}>去逛逛</Link>
        </div>
      ) : null}
      {model.lines.length > 0 ? (
        <table className="cart-table" aria-label="购物车商品">
          <thead>
            <tr>
              <th style={{ width: 40 }}>
                <input type="checkbox" aria-label="全选购物车商品" checked={model.allSelected} onChange={() => void model.toggleAll()} />
              </th>
              <th>商品信息</th>
              <th style={{ width: 170 }}>单价</th>
              <th style={{ width: 190 }}>数量</th>
              <th style={{ width: 110 }}>小计</th>
              <th style={{ width: 150 }}>操作</th>
            </tr>
          </thead>
          {model.groups.map((g) => (
            <tbody key={g.key}>
              <tr className="cart-table__group">
                <td>
                  <input type="checkbox" aria-label={`选择全部${g.title}`} checked={g.allSelected} onChange={() => void model.toggleGroup(g.key)} />
                </td>
                <td colSpan={5}>
                  {g.title}（{g.lines.length}）
                </td>
              </tr>
              {g.lines.map((v) => (
                <CartLineRow key={v.line.id} model={model} view={v} onMessage={say} onDelete={deleteLine} />
              ))}
            </tbody>
          ))}
        </table>
      ) : null}
      {model.lines.length > 0 ? (
        <div className="cart-bar" role="region" aria-label="结算">
          <label>
            <input type="checkbox" checked={model.allSelected} onChange={() => void model.toggleAll()} /> 全选
          </label>
          <button type="button" className="cart-link" style={{ display: 'inline' }} onClick={() => askDelete(model.selectedIds)}>
            删除选中
          </button>
          {model.otherStores.length > 0 ? (
            <button
              type="button"
              className="cart-link"
              style={{ display: 'inline' }}
              onClick={() => (model.selectedIds.length > 0 ? setCopying(true) : say('请选择要复制的商品'))}
            >
              复制到其他门店
            </button>
          ) : null}
          <div className="cart-bar__sum" aria-live="polite">
            <div>
              已选 <strong data-testid="cart-selected-count">{model.selectedCount}</strong> 种商品，商品合计 <Money fen={model.selectedTotalFen} />
            </div>
            <div>
              满减 -<Money fen={model.manjianReduceFen} />，运费 <Money fen={model.shippingFen} />
              {model.freeShippingGapFen > 0 ? `（再买 ${formatYuan(model.freeShippingGapFen)} 包邮）` : ''}
            </div>
            <div>
              应付：<span className="cart-bar__pay" data-testid="cart-payable"><Money fen={model.payableFen} /></span>
            </div>
          </div>
          <button
            type="button"
            className={`ui red large${model.busy ? ' loading' : ''}${model.busy || model.selectedCount === 0 ? ' disabled' : ''} button`}
            disabled={model.busy || model.selectedCount === 0}
            aria-busy={model.busy || undefined}
            onClick={() => void checkout()}
          >
            去结算
          </button>
        </div>
      ) : null}
      <ConfirmDialog open={pending !== null} text={pending?.text ?? ''} confirmText="删除" onConfirm={() => void confirm()} onCancel={() => setPending(null)} />
      {copying ? (
        <LazyDialog fallback={<DialogLoadFailed onClose={() => setCopying(false)} />}>
          <CopyDialog model={model} ids={model.selectedIds} onClose={() => setCopying(false)} onMessage={say} />
        </LazyDialog>
      ) : null}
    </StepFrame>
  );
});
