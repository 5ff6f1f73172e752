import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { joinGroupBuy } from '@generated/endpoints/activity/activity';
import { useGetGoodsActivities } from '@generated/endpoints/goods/goods';
import { Money } from '@/components/money/money';
import { tryParseBeijing } from '@/domain/datetime';
import { useStores } from '@/stores';
import { Countdown } from '@/features/clock';
import { Skeleton } from '@/components/skeleton/skeleton';

/**
 * /list/info-pt: the goods' running group buy — group price, how many have joined of the group size, the countdown
 * to its end — and joining it with the quantity chosen in the detail's 中包装 stepper (POST /api/groupbuy/{id}/join,
 * which adds a group-buy line to the cart).
 */
export const GroupBuyJoin = observer(function GroupBuyJoin({ goodsId, quantity }: { goodsId: number; quantity: number }) {
  const { session, ui, cart } = useStores();
  const q = useGetGoodsActivities({ goods_id: goodsId }, { request: { silent: true } });
  const [pending, setPending] = useState(false);
  const [joined, setJoined] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const g = q.data?.data.group_buys[0];
  if (q.isPending) return <Skeleton className="group-buy-join group-buy-join--loading" label="拼团信息加载中" />;
  if (!g) return <p className="group-buy-join group-buy-join--none">该商品当前没有进行中的拼团</p>;
  const end = tryParseBeijing(g.end_time)?.getTime();
  const count = joined ?? g.joined_count;
  const join = async () => {
    setPending(true);
    setMessage(null);
    try {
      const res = await joinGroupBuy(g.id, { number: quantity });
      setJoined(res.data.joined_count);
      setMessage(res.msg || '参团成功，已加入购物车');
      ui.toast(res.msg || '参团成功，已加入购物车');
      cart.setCount(res.data.cart);
      cart.markChanged();
      void q.refetch(); // the activities list under the panel shows the new count too
    } catch {
      // The transport shows the refusal (scope, stock, e-contract, login).
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="group-buy-join" aria-label="拼团">
      <div className="group-buy-join__price">
        <span className="goods-tag goods-tag--blue">拼团价</span> {g.price ? <Money yuan={g.price} /> : <span>会员可见</span>}
      </div>
      <div className="group-buy-join__progress" aria-label={`${g.group_size}人成团，已拼 ${count} 人`}>
        {g.group_size}人成团，已拼 <strong>{count}</strong> 人{count >= g.group_size ? '（已成团）' : `，还差 ${g.group_size - count} 人`}
      </div>
      {end !== undefined && <Countdown endsAt={end} label="距结束 " endedText="拼团已结束" />}
      {session.isMember ? (
        <button type="button" className="ui red button group-buy-join__button" disabled={pending || quantity < 1} onClick={() => void join()}>
          {pending ? '参团中…' : '立即参团'}
        </button>
      ) : (
        <p className="group-buy-join__login">登录后参团</p>
      )}
      {message && (
        <p className="group-buy-join__message" role="status">
          {message}
        </p>
      )}
    </section>
  );
});
