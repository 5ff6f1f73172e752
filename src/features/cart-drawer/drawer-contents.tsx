import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CartLine } from '@generated/models';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { FallbackImage } from '@/components/image/fallback-image';
import { Money } from '@/components/money/money';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';

export const DELETE_QUESTION = '确定要删除该商品吗';
export const EMPTY_TEXT = '购物车是空的';

function Line({ line, onDelete }: { line: CartLine; onDelete: (line: CartLine) => void }) {
  const g = line.goods;
  const image = Array.isArray(g?.goods_image) ? g.goods_image[0]?.list : undefined;
  const name = g?.name ?? '商品';
  return (
    <li className="cart-drawer__line">
      <FallbackImage src={image} alt={name} width={56} height={56} />
      <div className="cart-drawer__info">
        <p className="cart-drawer__name" title={name}>{name}</p>
        {g?.sccj && <p className="cart-drawer__meta">{g.sccj}</p>}
        {g?.ypgg && <p className="cart-drawer__meta">{g.ypgg}</p>}
        <p className="cart-drawer__price">
          <Money yuan={line.price} /> × {line.number}
          <button type="button" className="cart-drawer__delete" onClick={() => onDelete(line)} aria-label={`删除 ${name}`}>
            删除
          </button>
        </p>
      </div>
    </li>
  );
}

/** The drawer's lines, count, total and the way to the cart. */
export default observer(function DrawerContents() {
  const { cart } = useStores();
  const [pending, setPending] = useState<CartLine | null>(null);

  const load = { isPending: cart.linesState === 'loading' && cart.lines.length === 0, isError: cart.linesState === 'error', isFetching: cart.linesState === 'loading', refetch: () => cart.loadLines() };
  if (load.isPending || load.isError) return <QueryState size="compact" className="cart-drawer__status" query={load} loadingText="加载中..." failText="购物车加载失败。" />;

  return (
    <>
      {cart.lines.length === 0 ? (
        <p className="cart-drawer__status cart-drawer__empty">{EMPTY_TEXT}</p>
      ) : (
        <ul className="cart-drawer__lines" aria-label="购物车商品">
          {cart.lines.map((l) => <Line key={l.id} line={l} onDelete={setPending} />)}
        </ul>
      )}
      <div className="cart-drawer__footer">
        <p>
          共 <strong data-testid="drawer-count">{cart.lines.length}</strong> 种商品，合计 <Money fen={cart.totalFen} className="cart-drawer__total" />
        </p>
        <Link href={href('cart')} className="ui primary fluid button cart-drawer__go">去购物车结算</Link>
      </div>
      <ConfirmDialog
        open={pending !== null}
        text={DELETE_QUESTION}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const line = pending;
          setPending(null);
          if (line) void cart.removeLine(line.id);
        }}
      />
    </>
  );
});
