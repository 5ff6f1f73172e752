import { useGetGoodsActivities } from '@generated/endpoints/goods/goods';
import { Money } from '@/components/money/money';

/** The goods' promotions (GET /api/goods/activities): 满减 tiers, gifts, coupons on offer and running group buys. */
export function GoodsActivitiesBlock({ goodsId }: { goodsId: number }) {
  const q = useGetGoodsActivities({ goods_id: goodsId }, { request: { silent: true } });
  const a = q.data?.data;
  if (!a) return <div className="goods-activities goods-activities--loading" aria-hidden="true" />;
  const empty = a.manjian.length + a.gifts.length + a.coupons.length + a.group_buys.length === 0;
  if (empty) return null;
  return (
    <section className="goods-activities" aria-label="促销活动">
      {a.manjian.map((m) => (
        <p key={`m${m.id}`}>
          <span className="goods-tag goods-tag--orange">满减</span> {m.name}：
          {m.tiers.map((t, i) => (
            <span key={i} className="goods-activities__tier">
              满<Money yuan={t.amount} />
              {t.reduce ? (
                <>
                  减<Money yuan={t.reduce} />
                </>
              ) : null}
            </span>
          ))}
        </p>
      ))}
      {a.gifts.map((g) => (
        <p key={`g${g.id}`}>
          <span className="goods-tag goods-tag--pink">赠</span> {g.name}：{g.rule}
          {g.gift_name ? `（赠品：${g.gift_name}）` : ''}
        </p>
      ))}
      {a.coupons.length > 0 && (
        <p>
          <span className="goods-tag goods-tag--red">券</span>{' '}
          {a.coupons.map((c) => (
            <span key={`c${c.id}`} className="goods-activities__coupon">
              {c.name}
              {c.is_received === 1 ? '（已领取）' : c.is_sold_out === 1 ? '（已领完）' : ''}
            </span>
          ))}
        </p>
      )}
      {a.group_buys.map((g) => (
        <p key={`p${g.id}`}>
          <span className="goods-tag goods-tag--blue">拼团</span> {g.group_size}人团 {g.price ? <Money yuan={g.price} /> : '会员可见'}，已拼 {g.joined_count} 人
        </p>
      ))}
    </section>
  );
}
