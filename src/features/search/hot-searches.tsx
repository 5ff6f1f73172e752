import { Link } from 'wouter';
import { useGetGlobalCommon } from '@generated/endpoints/common/common';
import { searchHref } from '@/lib/routes/links';

const MAX_HOT = 8;

/**
 * Hot-search links from GET /api/global/common `rnss`. Without any (not answered yet, none, or the call failed) an
 * empty row of the same height holds their place, so the search box above does not move when they arrive (the logo
 * row centres its columns: a row appearing under the box would lift it).
 */
export function HotSearches() {
  const common = useGetGlobalCommon({ request: { silent: true }, query: { staleTime: 60_000 } });
  const words = (Array.isArray(common.data?.data?.rnss) ? common.data.data.rnss : []).filter((w) => typeof w === 'string' && w.trim());
  if (!words.length) return <div className="hot-searches" aria-hidden="true" />;
  return (
    <nav className="hot-searches" aria-label="热门搜索">
      <span className="hot-searches__label">热门搜索：</span>
      {words.slice(0, MAX_HOT).map((w) => (
        <Link key={w} href={searchHref(w)}>{w}</Link>
      ))}
    </nav>
  );
}
