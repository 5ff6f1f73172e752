import { useCallback, useEffect, useRef, useState } from 'react';
import { addCartLines } from '@generated/endpoints/cart/cart';
import type { CartAddResult, Goods } from '@generated/models';
import { useStores } from '@/stores';

/** The add is sent 200 ms after the click, so a double click or a quick correction sends one request. */
export const ADD_TO_CART_DELAY_MS = 200;

type AddableGoods = Pick<Goods, 'id' | 'ck_id' | 'goods_price_id' | 'ladder_price_id' | 'goods_manjian_id' | 'is_yj'>;

/** The text to show for an add: the server's message, and the line messages when the result was partial. */
export function addResultText(result: CartAddResult): { text: string; soft: boolean } {
  const soft = result.partial === 1 || result.results.some((r) => r.added !== 1);
  if (!soft) return { text: result.summary || result.results[0]?.msg || '加入购物车成功', soft };
  const lines = result.results.map((r) => r.msg).filter((m) => m && m !== result.summary);
  return { text: [result.summary, ...lines].filter(Boolean).join('；'), soft };
}

interface AddState {
  pending: boolean;
  /** The last soft warning (partial result), shown next to the button until the next add. */
  warning: string | null;
}

/**
 * Adds one goods to the cart after the 200 ms delay: the server's message as a toast, a soft warning for a partial
 * result, then the badge and the drawer follow (the count from the answer; the drawer reloads when next opened).
 * Errors are the transport's to show (422 toast, 459 → /dzht, 温馨提示 alert).
 */
export function useAddToCart() {
  const { ui, cart } = useStores();
  const [state, setState] = useState<AddState>({ pending: false, warning: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const add = useCallback(
    (goods: AddableGoods, quantity: number, warehouse?: { ck_id: number; goods_price_id: number }): Promise<CartAddResult | null> => {
      clearTimeout(timer.current);
      setState((s) => ({ ...s, pending: true }));
      return new Promise((resolve) => {
        timer.current = setTimeout(async () => {
          try {
            const res = await addCartLines({
              params: [
                {
                  id: goods.id,
                  number: quantity,
                  ck_id: warehouse?.ck_id ?? goods.ck_id ?? 0,
                  goods_price_id: warehouse?.goods_price_id ?? goods.goods_price_id ?? 0,
                  ladder_price_id: goods.ladder_price_id ?? null,
                  goods_manjian_id: goods.goods_manjian_id ?? null,
                  is_yj: goods.is_yj,
                },
              ],
            });
            const result = res.data;
            const { text, soft } = addResultText(result);
            ui.toast(soft ? `提示：${text}` : text);
            cart.setCount(result.total);
            cart.markChanged();
            if (alive.current) setState({ pending: false, warning: soft ? text : null });
            resolve(result);
          } catch {
            if (alive.current) setState((s) => ({ ...s, pending: false }));
            resolve(null);
          }
        }, ADD_TO_CART_DELAY_MS);
      });
    },
    [ui, cart],
  );

  return { add, ...state };
}
