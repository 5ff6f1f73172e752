import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useGetZoneTemplate } from '@generated/endpoints/zone/zone';
import { FallbackImage, HIGH_PRIORITY } from '@/components/image/fallback-image';
import { PageLoading } from '@/components/page-loading/page-loading';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/http/api-error';
import { href, useDocumentTitle } from '@/lib/routes';
import { readId } from '@/lib/url/id-param';
import { sitePath } from '@/lib/url/safe-link';
import { GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import '@/features/catalogue/catalogue.css';
import './templates.css';

/**
 * /zqmb?id=7 and /hdmb?id=3: a back-office template page. Its title names the document (the routes have none of
 * their own); a missing id or a template the server does not know (404) leads to /noActivity.
 */
export function TemplateZone({ kind }: { kind: 'zqmb' | 'hdmb' }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const id = readId(new URLSearchParams(search).get('id'));
  const q = useGetZoneTemplate(id ?? 0, { query: { enabled: id !== null, retry: false }, request: { silent: true } });
  const data = q.data?.data;
  useDocumentTitle(data?.title);
  const gone = id === null || (q.error instanceof ApiError && (q.error.status === 404 || q.error.code === 40004));
  useEffect(() => {
    if (gone) navigate(href('noActivity'), { replace: true });
  }, [gone, navigate]);

  // The title, banner and sections come in one answer: until it is here (or while a template that is gone leads to
  // /noActivity, above) the page's frame stands, not skeletons in a box the template then widens and pushes down.
  if (q.isPending || gone) return <PageLoading />;
  if (!data) {
    return (
      <div className="ui container goods-list zone-template">
        <QueryState query={q} data={null} className="goods-list__empty" failText="页面加载失败，请稍候再试" />
      </div>
    );
  }
  return (
    <div className={`zone-template zone-template--${kind}`} style={data.background_color ? { background: data.background_color } : undefined}>
      <div className="ui container goods-list">
        <h1 className="goods-list__title zone-template__title">{data.title}</h1>
        {data.banner && (
          <div className="zone-template__banner">
            <FallbackImage src={data.banner} alt={data.title} width={1200} height={240} eager />
          </div>
        )}
        {data.sections.map((s, i) => {
          const more = sitePath(s.more_url);
          return (
            <section key={`${i}-${s.title}`} className="zone-section" aria-label={s.title}>
              <header className="zone-section__head">
                <h2>{s.title}</h2>
                {more && <Link href={more}>查看更多</Link>}
              </header>
              {/* The first section's picture is on the first screen (a phone's largest paint): loaded at once, first. */}
              {s.image && <img className="zone-section__image" src={s.image} alt="" {...(i === 0 ? { loading: 'eager' as const, ...HIGH_PRIORITY } : { loading: 'lazy' as const })} />}
              {s.goods.length > 0 ? <GoodsGrid goods={s.goods} eagerCount={i === 0 ? 5 : 0} /> : <p className="goods-list__empty">暂无商品</p>}
            </section>
          );
        })}
      </div>
    </div>
  );
}
