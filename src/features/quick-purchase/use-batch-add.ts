import { useCallback, useRef, useState } from 'react';
import { addCartLines } from '@generated/endpoints/cart/cart';
import type { CartAddLineInput, CartAddResult } from '@generated/models';
import { addResultText } from '@/features/catalogue';
import { useStores } from '@/stores';

/**
 * Adds several lines to the cart in one POST /api/cart: the server's message as a toast (a soft warning with the
 * line messages when the result is partial), then the badge and the drawer follow. A second call while one is on its
 * way is ignored, so a double click sends one request. Errors are the transport's to show.
 */
export function useBatchAdd() {
  const { ui, cart } = useStores();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const add = useCallback(
    async (lines: CartAddLineInput[]): Promise<CartAddResult | null> => {
      if (busy.current || lines.length === 0) return null;
      busy.current = true;
      setPending(true);
      try {
        const res = await addCartLines({ params: lines });
        const result = res.data;
        const { text, soft } = addResultText(result);
        ui.toast(soft ? `提示：${text}` : text);
        cart.setCount(result.total);
        cart.markChanged();
        return result;
      } catch {
        return null;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [ui, cart],
  );
  return { add, pending };
}
