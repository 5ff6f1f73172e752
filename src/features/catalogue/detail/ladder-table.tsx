import type { Goods } from '@generated/models';
import { ladderUnitPrice, sortLadder } from '@/domain/ladder';
import { fen, formatYuan } from '@/domain/money';
import { ladderTiers } from '@/features/catalogue/goods-rules';

/** The ladder as a table: from which quantity which unit price; the tier the current quantity reaches is marked. */
export function LadderTable({ goods, quantity }: { goods: Pick<Goods, 'ladder_price' | 'bzdw' | 'price'>; quantity: number }) {
  const tiers = sortLadder(ladderTiers(goods));
  if (tiers.length === 0 || goods.price == null) return null;
  const { tierIndex } = ladderUnitPrice(fen(0), tiers, quantity);
  return (
    <table className="ladder-table">
      <caption>阶梯价</caption>
      <thead>
        <tr>
          <th scope="col">采购数量</th>
          <th scope="col">单价</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((t, i) => (
          <tr key={t.number} className={i === tierIndex ? 'is-reached' : undefined} aria-current={i === tierIndex ? 'true' : undefined}>
            <td>
              ≥ {t.number}
              {goods.bzdw}
            </td>
            <td>{formatYuan(t.priceFen)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
