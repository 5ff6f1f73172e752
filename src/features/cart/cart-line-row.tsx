import { observer } from 'mobx-react-lite';
import { memo, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { FallbackImage } from '@/components/image/fallback-image';
import { Money } from '@/components/money/money';
import { href } from '@/lib/routes';
import type { CartModel, CartViewLine } from '@/stores/cart-model';
import { ArrivalReminderButton } from '@/features/reminders';

interface Props {
  model: CartModel;
  view: CartViewLine;
  onMessage: (text: string) => void;
  onDelete: (id: number) => void;
}

/**
 * The line's selection box. It is its own observer so that selecting (one line, a group, all) re-renders 200 small
 * boxes, not 200 whole rows: the rows below re-render only when what they show changes (sameRow).
 */
const LineCheckbox = observer(function LineCheckbox({ model, id, name, disabled }: { model: CartModel; id: number; name: string; disabled: boolean }) {
  return (
    <input type="checkbox" aria-label={`选择 ${name}`} checked={model.viewLine(id)?.selected ?? false} disabled={disabled} onChange={() => void model.toggleLine(id)} />
  );
});

/** The 凑单 suggestions of one line, loaded when opened. */
const LineHints = observer(function LineHints({ model, id, name }: { model: CartModel; id: number; name: string }) {
  const hint = model.hints[id];
  if (!hint) return null;
  return (
    <div className="cart-hints" role="region" aria-label={`${name} 凑单推荐`}>
      {hint.hints.length > 0 ? hint.hints.map((h) => <p key={h.type} className="cart-line__hint">{h.text}</p>) : <p>暂无凑单提示</p>}
      {hint.goods.length > 0 ? (
        <ul>
          {hint.goods.map((g) => (
            <li key={g.id}>
              <Link href={href('list_info', { id: g.id })}>{g.name}</Link> <Money yuan={g.price ?? '0'} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/** What a row shows, apart from the selection (LineCheckbox observes that). */
function sameView(a: CartViewLine, b: CartViewLine): boolean {
  return (
    a.line.id === b.line.id &&
    a.line.number === b.line.number &&
    a.line.type === b.line.type &&
    a.line.goods === b.line.goods &&
    a.unitFen === b.unitFen &&
    a.amountFen === b.amountFen &&
    a.ladderText === b.ladderText &&
    a.freeShippingNeed === b.freeShippingNeed &&
    a.selectable === b.selectable &&
    a.zbz === b.zbz &&
    a.input.stock === b.input.stock &&
    a.input.buyable === b.input.buyable
  );
}

const sameRow = (a: Props, b: Props): boolean =>
  a.model === b.model && a.onMessage === b.onMessage && a.onDelete === b.onDelete && sameView(a.view, b.view);

/** One cart line: selection, goods, unit price (ladder), quantity in 中包装 steps, amount, hints and 凑单. */
export const CartLineRow = memo(function CartLineRow({ model, view, onMessage, onDelete }: Props) {
  const { line, input } = view;
  const goods = line.goods;
  const [text, setText] = useState(String(line.number));
  const [hintOpen, setHintOpen] = useState(false);
  useEffect(() => setText(String(line.number)), [line.number]);

  const issue = !input.buyable ? (goods.buy_block?.msg ?? '该商品暂不能购买') : input.stock <= 0 ? '该商品暂无库存' : null;
  const setQuantity = async (value: number | string) => {
    const res = await model.editQuantity(line.id, value);
    if (res.message) onMessage(res.message);
    if (!res.ok) setText(String(line.number));
  };
  const name = goods.name;
  return (
    <tr className={`cart-table__line${view.selectable ? '' : ' cart-table__line--off'}`} data-line-id={line.id}>
      <td>
        <LineCheckbox model={model} id={line.id} name={name} disabled={!view.selectable} />
      </td>
      <td>
        <div className="cart-line__goods">
          <FallbackImage src={goods.goods_image[0]?.list} alt={name} width={60} height={60} />
          <div>
            <p className="cart-line__name">
              {line.type === 3 ? name : <Link href={href('list_info', { id: goods.id })}>{name}</Link>}
            </p>
            <p>{goods.ypgg}</p>
            <p>{goods.sccj}</p>
            {issue ? <p className="cart-line__issue">{issue}</p> : null}
            {line.type !== 3 ? <ArrivalReminderButton goods={{ ...goods, number: input.stock }} wanted={line.number} named className="cart-line__remind" /> : null}
          </div>
        </div>
      </td>
      <td>
        <Money fen={view.unitFen} />
        {view.ladderText ? <p className="cart-line__hint">{view.ladderText}</p> : null}
      </td>
      <td>
        <div className="cart-qty">
          <button type="button" aria-label={`减少 ${name} 数量`} disabled={!view.selectable || line.number <= view.zbz} onClick={() => void setQuantity(model.stepDownOf(line.id))}>
            −
          </button>
          <input
            aria-label={`${name} 数量`}
            inputMode="numeric"
            value={text}
            disabled={!view.selectable}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => {
              if (text !== String(line.number)) void setQuantity(text);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
            }}
          />
          <button type="button" aria-label={`增加 ${name} 数量`} disabled={!view.selectable} onClick={() => void setQuantity(model.stepUpOf(line.id))}>
            +
          </button>
        </div>
        <p className="cart-line__hint" style={{ color: '#767676' }}>
          中包装 {view.zbz}
          {goods.bzdw}，库存 {input.stock}
        </p>
        {view.freeShippingNeed > 0 ? (
          <p className="cart-line__hint">
            还差 {view.freeShippingNeed}
            {goods.bzdw}单品包邮
          </p>
        ) : null}
      </td>
      <td className="cart-line__amount">
        <Money fen={view.amountFen} />
      </td>
      <td>
        {line.type !== 3 ? (
          <button
            type="button"
            className="cart-link"
            aria-expanded={hintOpen}
            onClick={() => {
              setHintOpen(!hintOpen);
              if (!hintOpen) void model.loadHint(line.id);
            }}
          >
            凑单
          </button>
        ) : null}
        <button type="button" className="cart-link" onClick={() => onDelete(line.id)}>
          删除
        </button>
        {hintOpen ? <LineHints model={model} id={line.id} name={name} /> : null}
      </td>
    </tr>
  );
}, sameRow);
