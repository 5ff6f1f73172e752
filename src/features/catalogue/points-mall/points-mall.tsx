import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { listAddresses } from '@generated/endpoints/address/address';
import { exchangePointsGoods, getListPointsGoodsQueryKey, useListPointsGoods } from '@generated/endpoints/points/points';
import type { PointsGoods, UserAddress } from '@generated/models';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FallbackImage } from '@/components/image/fallback-image';
import { LoginLink } from '@/components/login-link/login-link';
import { QueryState } from '@/components/query-state';
import { href } from '@/lib/routes';
import { pageFromSearch } from '@/lib/url/page-param';
import { useStores } from '@/stores';
import { useCountBox } from '@/features/catalogue/buy-controls/count-box';
import { Pager } from '@/features/catalogue/list-filters/pager';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';
import './points-mall.css';

/** The contract's page size for GET /api/points/goods (it takes no page_size). */
const SIZE = 20;
/** PointsExchangeForm.number is 1..99. */
const MAX_EXCHANGE = 99;

/** The most items one exchange may ask for: stock, the form's cap and, for a member, what the points pay for. */
export function maxExchange(goods: Pick<PointsGoods, 'points' | 'stock'>, myPoints: number | null): number {
  const byPoints = myPoints === null ? MAX_EXCHANGE : Math.floor(myPoints / goods.points);
  return Math.max(0, Math.min(goods.stock, MAX_EXCHANGE, byPoints));
}

const addressText = (a: UserAddress) => `${a.consignee} ${a.phone} ${a.province}${a.city}${a.district}${a.detail}`;

interface Pending {
  goods: PointsGoods;
  number: number;
  address: UserAddress;
}

function PointsTile({ g, myPoints, onExchange }: { g: PointsGoods; myPoints: number | null; onExchange: (g: PointsGoods, n: number) => void }) {
  const max = maxExchange(g, myPoints);
  const box = useCountBox(max);
  const visitor = myPoints === null;
  return (
    <li className="offer-tile" aria-label={g.name}>
      <FallbackImage src={g.image} alt={g.name} width={240} height={160} />
      <h3>{g.name}</h3>
      <div className="offer-tile__price">{g.points} 积分</div>
      <div className="offer-tile__meta">{g.stock > 0 ? `剩余 ${g.stock} 件` : '已兑完'}</div>
      <div className="offer-tile__actions">
        {visitor ? (
          <LoginLink className="ui red button">登录后兑换</LoginLink>
        ) : (
          <>
            <input {...box.props} disabled={max < 1} aria-label={`${g.name} 兑换数量`} />
            <button type="button" className="ui red button" disabled={max < 1} onClick={() => onExchange(g, box.value)}>
              {g.stock < 1 ? '已兑完' : max < 1 ? '积分不足' : '立即兑换'}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** /jfsc 积分商城: goods bought with points; a member confirms each exchange, a visitor is sent to log in first. */
export function PointsMall() {
  const { ui } = useStores();
  const client = useQueryClient();
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  const q = useListPointsGoods({ page });
  const data = q.data?.data;
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async (goods: PointsGoods, number: number) => {
    try {
      const res = await listAddresses();
      const address = res.data.find((a) => a.is_default === 1) ?? res.data[0];
      if (!address) {
        ui.toast('请先添加收货地址');
        navigate(href('addr'));
        return;
      }
      setPending({ goods, number, address });
    } catch {
      // The transport has shown why (e.g. the session ended).
    }
  };

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const res = await exchangePointsGoods(pending.goods.id, { number: pending.number, address_id: pending.address.id });
      ui.toast(`${res.msg || '兑换成功'}：订单号 ${res.data.order_no}`);
      await client.invalidateQueries({ queryKey: getListPointsGoodsQueryKey() });
    } catch {
      // Refusals (not enough points, sold out) are the transport's to show.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <div className="ui container goods-list zone">
      <header className="points-head">
        <h1 className="goods-list__title">积分商城</h1>
        {data && (data.my_points === null ? <span>登录后查看可用积分</span> : <span>我的积分：<b>{data.my_points}</b></span>)}
        {data && data.my_points !== null && <Link href={href('order_jfdd')}>我的兑换记录</Link>}
      </header>
      {!data && <QueryState query={q} data={null} className="goods-list__empty" loadingText="加载中…" failText="积分商品加载失败，请稍候再试" />}
      {data && data.list.length === 0 && <p className="goods-list__empty">暂无积分商品</p>}
      {data && data.list.length > 0 && (
        <ul className="offer-tiles offer-tiles--four">
          {data.list.map((g) => (
            <PointsTile key={g.id} g={g} myPoints={data.my_points} onExchange={ask} />
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} total={data.total} pageSize={data.page_size || SIZE} onPage={(n) => navigate(href('jfsc', undefined, { page: n > 1 ? n : undefined }))} />}
      <ConfirmDialog
        open={pending !== null}
        title="确认兑换"
        text={pending ? `确定使用 ${pending.goods.points * pending.number} 积分兑换「${pending.goods.name}」× ${pending.number} 吗？收货地址：${addressText(pending.address)}` : ''}
        confirmText="确认兑换"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
