import { href } from '@/lib/routes';
import { readId } from '@/lib/url/id-param';

/** The url/url1/url2 that /activity/{url?}/{url1?}/{url2?} forwards to /loading/activity as a query. */
interface ActivityQuery {
  url?: string | null;
  url1?: string | null;
  url2?: string | null;
}

/** Activity pages that take no id: `/activity/ptzq` opens /ptzq. */
const PLAIN = ['ptzq', 'zhzq', 'jfsc', 'mrtj', 'welfare', 'hb', 'lqzx', 'yx', 'qxzq', 'zyyp', 'jxqzc', 'kxzq'] as const;
type PlainName = (typeof PLAIN)[number];
const isPlain = (name: string): name is PlainName => (PLAIN as readonly string[]).includes(name);

/** `21,22` → `21,22`; anything else (empty, letters, zero) → null. */
const idList = (s: string | null | undefined): string | null => {
  const parts = (s ?? '').split(',').filter(Boolean);
  return parts.length > 0 && parts.length <= 10 && parts.every((p) => readId(p) !== null) ? parts.join(',') : null;
};

/**
 * Where an activity link leads. `url` names the activity page (a route name, matched case-insensitively), `url1`
 * and `url2` carry its ids: zqmb/hdmb/yjh take one id, Hdzx a list of ids and the selected one, yyh a section,
 * ppzq a brand. An unknown page or a missing or malformed id leads to /noActivity.
 */
export function activityTarget({ url, url1, url2 }: ActivityQuery): string {
  const name = (url ?? '').trim().toLowerCase();
  const id = readId(url1);
  switch (name) {
    case 'zqmb':
    case 'hdmb':
      return id ? href(name, undefined, { id }) : href('noActivity');
    case 'yjh':
      return id ? href('yjh', { id }) : href('noActivity');
    case 'hdzx': {
      const ids = idList(url1);
      return ids ? href('hdzx', { ids, id: readId(url2) }) : href('noActivity');
    }
    case 'yyh':
      return url1 ? (id ? href('yyh_list', undefined, { section_id: id }) : href('noActivity')) : href('yyh');
    case 'ppzq':
      return url1 ? (id ? href('ppzq_info', { id }) : href('noActivity')) : href('ppzq');
    case 'pt':
      return id ? href('list_info_pt', { id }) : href('noActivity');
    case 'goods':
      return id ? href('list_info', { id }) : href('noActivity');
    default:
      return isPlain(name) ? href(name) : href('noActivity');
  }
}
