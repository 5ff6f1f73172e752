import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useGetSpikeSessions } from '@generated/endpoints/goods/goods';
import type { SpikeGoods } from '@generated/models';
import { useStores } from '@/stores';
import { Countdown } from '@/features/clock';
import { CardSkeletons } from '@/features/catalogue/goods-list/goods-grid';
import { GoodsCard } from '@/features/catalogue/goods-card/goods-card';
import { PHASE_TEXT, defaultSession, timedSessions } from './spike-phase';

/** A spike goods shown with its spike price in place of the price (null for visitors, so 会员可见 still shows). */
function asCardGoods(g: SpikeGoods): SpikeGoods {
  return { ...g, price: g.spike_price, base_price: g.price ?? g.base_price };
}

function SoldBar({ goods }: { goods: SpikeGoods }) {
  const pct = goods.spike_stock > 0 ? Math.min(100, Math.floor((goods.sold / goods.spike_stock) * 100)) : 100;
  return (
    <div className="spike-sold" aria-label={`已抢 ${pct}%`}>
      <span style={{ width: `${pct}%` }} />
      <em>已抢 {pct}%</em>
    </div>
  );
}

/** 限时秒杀 (GET /api/index/spike): the sessions as tabs, each with a live countdown on the shared server clock. */
export const SpikeBlock = observer(function SpikeBlock() {
  const { session } = useStores();
  const q = useGetSpikeSessions({ request: { silent: true } });
  const data = q.data?.data;
  useEffect(() => {
    if (data?.timestamp) session.syncServerTime(data.timestamp);
  }, [data?.timestamp, session]);
  const list = timedSessions(data?.sessions ?? [], session.serverNow);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const current = list.find((s) => s.session.id === chosen) ?? defaultSession(list);
  // No sessions, or the call failed (the home page says so at the top): no block.
  if ((data && list.length === 0) || (!data && q.isError)) return null;
  return (
    <section className="home-floor spike" aria-labelledby="spike-title">
      <header className="home-floor__head spike__head">
        <h2 id="spike-title">限时秒杀</h2>
        <div className="spike__tabs" role="tablist">
          {list.map((s) => (
            <button key={s.session.id} type="button" role="tab" aria-selected={s === current} className={s === current ? 'is-active' : undefined} onClick={() => setChosen(s.session.id)}>
              <b>{s.session.title}</b>
              <small>{PHASE_TEXT[s.phase]}</small>
            </button>
          ))}
        </div>
        {current && current.phase !== 'ended' && (
          <Countdown
            key={`${current.session.id}-${current.phase}`}
            endsAt={current.phase === 'running' ? current.end : current.start}
            label={current.phase === 'running' ? '距结束 ' : '距开始 '}
            onEnd={() => void q.refetch()}
            className="spike__countdown"
          />
        )}
      </header>
      {!current ? (
        <CardSkeletons count={5} />
      ) : (
        <div className="goods-grid">
          {current.session.goods.slice(0, 5).map((g) => (
            <div key={g.id} className="spike__item">
              <GoodsCard goods={asCardGoods(g)} />
              <SoldBar goods={g} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
});
