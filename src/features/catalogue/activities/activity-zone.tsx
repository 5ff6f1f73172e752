import { keepPreviousData } from '@tanstack/react-query';
import { useGetActivityZone } from '@generated/endpoints/zone/zone';
import { FallbackImage } from '@/components/image/fallback-image';
import { PageLoading } from '@/components/page-loading/page-loading';
import { tryParseBeijing } from '@/domain/datetime';
import { isApiError } from '@/lib/http';
import { href, useDocumentTitle } from '@/lib/routes';
import { Countdown } from '@/features/clock';
import { PAGE_SIZE } from '@/features/catalogue/list-filters/list-query';
import { useZoneQuery } from '@/features/catalogue/zone/use-zone-query';
import { ZoneGoodsView } from '@/features/catalogue/zone/zone-goods-view';
import { isGone, useNoActivity } from './use-no-activity';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';
import './activities.css';

const SIZE = PAGE_SIZE.cards;

/** A hex colour the contract allows; anything else keeps the default background. */
const safeColour = (c: string | null | undefined) => (c && /^#[0-9A-Fa-f]{6}$/.test(c) ? c : undefined);

/**
 * /yjh/{id} 活动专区 (GET /api/zone/yjh/{id}): banner, countdown to the end on the shared server clock and the goods.
 * Without an id, or for an unknown or ended zone (404), the visitor goes to /noActivity; a zone that has not started
 * (400, 活动暂未开始) or that refuses the buyer for another reason (400 with another code) says so in the server's
 * words, shown as text.
 */
export function ActivityZone({ id }: { id: number | null }) {
  const z = useZoneQuery(id ? href('yjh', { id }) : href('yjh'), SIZE);
  // Silent: the two expected refusals are this page's own states, not alerts. Another page of goods (or another sort)
  // keeps the banner and the goods shown until it arrives, as the catalogue's lists do.
  const q = useGetActivityZone(id ?? 0, z.params, { query: { enabled: id !== null, retry: false, placeholderData: keepPreviousData }, request: { silent: true } });
  const data = q.data?.data;
  useNoActivity(id === null || isGone(q.error));
  useDocumentTitle(data?.title);
  const refusal = isApiError(q.error) && q.error.status === 400 ? q.error.message.trim() || '活动暂未开始，敬请期待' : null;
  const end = tryParseBeijing(data?.end_time)?.getTime();

  if (refusal !== null) {
    return (
      <div className="ui container zone-page">
        <p className="zone-notice" role="status">
          {refusal}
        </p>
      </div>
    );
  }
  // The banner, title and times come in the goods' answer: until it is here the page's frame stands, not a skeleton
  // that the banner and the times would push down when they arrive (CLS 0.21 at 390 px).
  if (q.isPending) return <PageLoading />;
  return (
    <div className="zone-page zone-page--activity" style={{ background: safeColour(data?.background_color) }}>
      {data?.banner && (
        <div className="ui container zone-banner">
          {/* The page's largest paint on a phone: asked for first (the server preloads it too). */}
          <FallbackImage src={data.banner} alt={data.title} width={1127} height={200} priority />
        </div>
      )}
      <ZoneGoodsView
        title={data?.title ?? '活动专区'}
        intro={data ? <>活动时间：{data.start_time} 至 {data.end_time} {end !== undefined && <Countdown endsAt={end} label="距结束 " endedText="活动已结束" />}</> : '\u00a0'}
        page={data}
        // A zone that is gone sends the buyer to /noActivity (useNoActivity); meanwhile it says so.
        call={q}
        notFoundText="活动不存在或已结束"
        query={z.query}
        go={z.go}
        pageSize={SIZE}
        className={safeColour(data?.background_color) ? 'zone--themed' : undefined}
      />
    </div>
  );
}
