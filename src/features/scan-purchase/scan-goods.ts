import type { Goods } from '@generated/models';
import type { ScanGoods } from '@/domain/scan-list';
import { blockMessage } from '@/features/catalogue';

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * A goods of the lookup's answer as the scan list keeps it, or null when the answer cannot be used (no id or name, no
 * 中包装 or stock that is a number). A goods without the price reference the cart needs back stays in the list as not
 * buyable, with why.
 */
export function toScanGoods(goods: Goods, code: string): ScanGoods | null {
  if (typeof goods !== 'object' || goods === null) return null;
  if (!isId(goods.id) || !str(goods.name) || typeof goods.zbz !== 'number' || typeof goods.number !== 'number') return null;
  const priced = isId(goods.ck_id) && isId(goods.goods_price_id);
  const block = blockMessage(goods) ?? (priced ? null : '商品价格信息缺失，暂不能加入购物车');
  return {
    id: goods.id,
    barcode: code,
    name: goods.name,
    tradeName: str(goods.trade_name) || null,
    spec: str(goods.ypgg),
    maker: str(goods.sccj),
    unit: str(goods.bzdw),
    zbz: goods.zbz,
    stock: goods.number,
    price: typeof goods.price === 'string' ? goods.price : null,
    block,
    cart: {
      ck_id: priced ? goods.ck_id! : 0,
      goods_price_id: priced ? goods.goods_price_id! : 0,
      ladder_price_id: isId(goods.ladder_price_id) ? goods.ladder_price_id : null,
      goods_manjian_id: isId(goods.goods_manjian_id) ? goods.goods_manjian_id : null,
      is_yj: Number.isInteger(goods.is_yj) ? goods.is_yj! : 0,
    },
  };
}
