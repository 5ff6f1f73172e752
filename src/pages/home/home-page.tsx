import { HomeView, type ZoneEntry } from '@/features/catalogue/home/home-view';
import { href } from '@/lib/routes';

/** Zone entries on the home page; a zone appears here once its page is built (an unbuilt route would show 404). */
const ZONES: readonly ZoneEntry[] = [
  { text: '每日特价', note: '今日限时特价', to: href('mrtj') },
  { text: '包邮专区', note: '单品满量包邮', to: href('yx_index') },
  { text: '近效期专区', note: '近效期商品', to: href('jxqzc') },
  { text: '器械专区', note: '医疗器械', to: href('qxzq') },
  { text: '中药饮片', note: '道地药材', to: href('zyyp') },
  { text: '全场94折', note: '福利专区', to: href('welfare') },
];

export default function HomePage() {
  return <HomeView zones={ZONES} />;
}
