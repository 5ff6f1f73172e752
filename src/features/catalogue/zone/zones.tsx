import { Link } from 'wouter';
import {
  useGetDailySpecial,
  useGetFreeShippingZone,
  useGetWelfareZone,
  useListDeviceGoods,
  useListHerbalGoods,
  useListNearExpiryGoods,
} from '@generated/endpoints/zone/zone';
import { tryParseBeijing } from '@/domain/datetime';
import { href, useDocumentTitle } from '@/lib/routes';
import { Countdown } from '@/features/clock';
import { PAGE_SIZE } from '@/features/catalogue/list-filters/list-query';
import { useZoneQuery } from './use-zone-query';
import { ZoneGoodsView } from './zone-goods-view';
import '@/features/catalogue/catalogue.css';
import './zone.css';

const SIZE = PAGE_SIZE.cards;

/** /qxzq 器械专区 (GET /api/zone/qxzq). */
export function DeviceZone() {
  const z = useZoneQuery(href('qxzq'), SIZE);
  const q = useListDeviceGoods(z.params);
  return <ZoneGoodsView title="器械专区" intro="医疗器械、防护用品与家用检测设备" page={q.data?.data} call={q} query={z.query} go={z.go} pageSize={SIZE} />;
}

/** /zyyp 中药饮片 (GET /api/zone/zyyp). */
export function HerbalZone() {
  const z = useZoneQuery(href('zyyp'), SIZE);
  const q = useListHerbalGoods(z.params);
  return <ZoneGoodsView title="中药饮片" intro="道地药材，按中包装采购" page={q.data?.data} call={q} query={z.query} go={z.go} pageSize={SIZE} />;
}

/** /jxqzc 近效期专区 (GET /api/zone/jxqzc): every goods here shows its expiry in red. */
export function NearExpiryZone() {
  const z = useZoneQuery(href('jxqzc'), SIZE);
  const q = useListNearExpiryGoods(z.params);
  return <ZoneGoodsView title="近效期专区" intro="近效期商品，请留意有效期后采购" page={q.data?.data} call={q} query={z.query} go={z.go} pageSize={SIZE} />;
}

/** /yx and /yx/table 包邮专区 (GET /api/zone/yx), with its rule line and a link to the full rules. */
export function FreeShippingZone({ view }: { view: 'cards' | 'table' }) {
  const size = view === 'table' ? PAGE_SIZE.table : SIZE;
  const z = useZoneQuery(href(view === 'table' ? 'yx_table' : 'yx_index'), size);
  const q = useGetFreeShippingZone(z.params);
  const data = q.data?.data;
  return (
    <ZoneGoodsView
      title="包邮专区"
      intro={
        // The link comes with the rule line (or once the call has ended without one), not before it: drawn first, it
        // moved aside when the line came in (a layout shift).
        data || q.isError ? (
          <>
            {data?.rule}
            <Link href={href('yx_rule')}>查看包邮规则</Link>
          </>
        ) : (
          '\u00a0'
        )
      }
      page={data}
      call={q}
      query={z.query}
      go={z.go}
      pageSize={size}
      view={view}
      views={{ cards: href('yx_index'), table: href('yx_table') }}
    />
  );
}

function EndsIn({ endTime, label }: { endTime: string | undefined; label: string }) {
  const end = tryParseBeijing(endTime)?.getTime();
  return end ? <Countdown endsAt={end} label={label} endedText="活动已结束" /> : null;
}

/** /welfare 全场94折 (GET /api/zone/welfare): prices are already discounted by the server; base_price is struck through. */
export function WelfareZone() {
  const z = useZoneQuery(href('welfare'), SIZE);
  const q = useGetWelfareZone({ page: z.params.page, page_size: SIZE });
  const data = q.data?.data;
  useDocumentTitle(data?.discount_text ?? '94折');
  return (
    <ZoneGoodsView
      title={data?.title ?? '全场94折'}
      intro={
        data ? (
          <>
            <b>{data.discount_text}</b> {data.rule} <EndsIn endTime={data.end_time} label="距结束 " />
          </>
        ) : (
          '\u00a0'
        )
      }
      page={data}
      call={q}
      query={z.query}
      go={z.go}
      pageSize={SIZE}
    />
  );
}

/** /mrtj 每日特价 (GET /api/zone/mrtj): today's specials with a countdown to the end of the day. */
export function DailySpecialZone() {
  const z = useZoneQuery(href('mrtj'), SIZE);
  const q = useGetDailySpecial({ page: z.params.page, page_size: SIZE });
  const data = q.data?.data;
  return (
    <ZoneGoodsView
      title="每日特价"
      intro={data ? <>{data.date} 特价 <EndsIn endTime={data.end_time} label="距结束 " /></> : '\u00a0'}
      page={data}
      call={q}
      query={z.query}
      go={z.go}
      pageSize={SIZE}
    />
  );
}
