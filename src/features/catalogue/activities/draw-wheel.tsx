import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { drawPrize, getListNewDrawRecordsQueryKey, useGetDrawActivity, useListNewDrawRecords } from '@generated/endpoints/draw/draw';
import type { DrawResult } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { LoginLink } from '@/components/login-link/login-link';
import { isApiError } from '@/lib/http';
import '@/features/catalogue/zone/zone.css';
import './draw-wheel.css';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryState } from '@/components/query-state';

/** Turns the disc makes before it settles, so a draw reads as a spin rather than a jump. */
const TURNS = 5;

/**
 * The rotation (degrees, growing) that brings `position` under the pointer at the top, after at least TURNS full turns
 * from `from`. Slot k sits at k·(360/n) degrees clockwise, so the disc turns back by that angle.
 */
export function wheelRotation(from: number, position: number, slots: number): number {
  const step = 360 / slots;
  const target = (360 - (position % slots) * step) % 360;
  const base = Math.ceil(from / 360) * 360 + TURNS * 360;
  return base + target;
}

/** The 大转盘 of an activity (GET /api/draw/{id}/activity): prizes on the wheel, chances, a draw (GET /api/draw) and the winners' marquee. */
export function DrawWheel({ drawId }: { drawId: number }) {
  const qc = useQueryClient();
  const act = useGetDrawActivity(drawId);
  const records = useListNewDrawRecords({ id: drawId });
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [chances, setChances] = useState<number | null | undefined>(undefined);
  const data = act.data?.data;
  if (!data) return <QueryState query={act} data={null} placeholder={<Skeleton className="draw home-skeleton" style={{ height: 420 }} />} className="draw" failText="抽奖活动加载失败。" />;

  const left = chances !== undefined ? chances : data.chances;
  const slots = Math.max(1, data.prizes.length);
  const visitor = left === null;

  async function go() {
    setBusy(true);
    try {
      const r = (await drawPrize({ id: drawId })).data;
      setRotation((from) => wheelRotation(from, r.position, slots));
      setResult(r);
      setChances(r.chances);
      void qc.invalidateQueries({
        queryKey: getListNewDrawRecordsQueryKey({ id: drawId }),
      });
    } catch (e) {
      // the error catalogue has already told the buyer (e.g. no chances left); a refusal may mean the count moved
      if (isApiError(e) && e.kind === 'business') void act.refetch();
    } finally {
      setBusy(false);
    }
  }

  const list = records.data?.data ?? [];
  return (
    <section className="draw" aria-label="大转盘抽奖">
      <div>
        <h2>{data.name}</h2>
        <div className="draw-wheel">
          <div className="draw-wheel__disc" style={{ transform: `rotate(${rotation}deg)` }} data-rotation={rotation}>
            {data.prizes.map((p) => (
              <div
                key={p.id}
                className={`draw-wheel__slot${result?.position === p.position ? ' is-hit' : ''}`}
                style={{
                  transform: `rotate(${(p.position * 360) / slots}deg)`,
                }}
              >
                <FallbackImage src={p.image} alt={p.name} width={36} height={36} />
                <div>{p.name}</div>
              </div>
            ))}
          </div>
          <button type="button" className="draw-wheel__go" onClick={() => void go()} disabled={busy || visitor || left === 0}>
            抽奖
          </button>
        </div>
      </div>
      <div className="draw__info">
        <p className="draw__chances">
          {visitor ? (
            <>
              <LoginLink>登录</LoginLink>
              后参与抽奖
            </>
          ) : (
            <>
              剩余抽奖次数：<b>{left}</b> 次
            </>
          )}
          {data.chance_rule && (
            <>
              <br />
              {data.chance_rule}
            </>
          )}
        </p>
        <div aria-live="polite">
          {result && (
            <div className="draw__result" role="status">
              {result.is_win === 1 ? (
                <>
                  恭喜您抽中「{result.prize_name}」{result.remarks && `，${result.remarks}`}
                </>
              ) : (
                result.prize_name || '谢谢参与'
              )}
            </div>
          )}
        </div>
        {data.rule && <div className="activity-rule">{data.rule}</div>}
        <div className="draw-marquee" aria-label="中奖名单">
          {list.length === 0 ? (
            <p>暂无中奖记录，快来抽奖吧</p>
          ) : (
            <ul>
              {[...list, ...list].map((r, i) => (
                <li key={i} aria-hidden={i >= list.length || undefined}>
                  {`恭喜 ${r.name} 抽中 ${r.prize_name}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
