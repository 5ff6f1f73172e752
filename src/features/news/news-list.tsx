import { Link, useSearch } from 'wouter';
import { useListArticles } from '@generated/endpoints/article/article';
import type { ArticleSummary } from '@generated/models';
import { href } from '@/lib/routes/paths';
import { pageFromSearch } from '@/lib/url/page-param';
import { NEWS_KINDS, type NewsKind } from './news-kinds';
import './news.css';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';

const SILENT = { request: { silent: true } } as const;
const NEWS_PAGE_SIZE = 10;

const validItem = (a: ArticleSummary | null | undefined): a is ArticleSummary =>
  !!a && typeof a.id === 'number' && Number.isInteger(a.id) && a.id > 0 && typeof a.title === 'string';

function NewsPager({ kind, page, pages }: { kind: NewsKind; page: number; pages: number }) {
  if (pages <= 1) return null;
  const to = (n: number) => href(NEWS_KINDS[kind].route, undefined, n > 1 ? { page: n } : {});
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="news-pager" aria-label="分页">
      {page > 1 ? <Link href={to(page - 1)}>上一页</Link> : <span aria-disabled="true">上一页</span>}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} className="is-active" aria-current="page">{n}</span>
        ) : (
          <Link key={n} href={to(n)} aria-label={`第 ${n} 页`}>{n}</Link>
        ),
      )}
      {page < pages ? <Link href={to(page + 1)}>下一页</Link> : <span aria-disabled="true">下一页</span>}
    </nav>
  );
}

function NewsTabs({ kind }: { kind: NewsKind }) {
  return (
    <nav className="news-tabs" aria-label="资讯分类">
      {(Object.keys(NEWS_KINDS) as NewsKind[]).map((k) => (
        <Link key={k} href={href(NEWS_KINDS[k].route)} aria-current={k === kind ? 'page' : undefined} className={k === kind ? 'is-current' : undefined}>
          {NEWS_KINDS[k].title}
        </Link>
      ))}
    </nav>
  );
}

/** /news/hy and /news/company: one page of news, newest first, with date, source and summary; the page is in the address. */
export function NewsList({ kind }: { kind: NewsKind }) {
  const page = pageFromSearch(useSearch());
  const q = useListArticles({ type: kind, page, page_size: NEWS_PAGE_SIZE }, SILENT);
  const data = q.data?.data;
  const items = Array.isArray(data?.list) ? data.list.filter(validItem) : [];
  const total = typeof data?.total === 'number' && data.total >= 0 ? data.total : items.length;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));

  return (
    <div className="ui container news">
      <NewsTabs kind={kind} />
      <section className="news-list" aria-labelledby="news-list-title">
        <h1 id="news-list-title">{NEWS_KINDS[kind].title}</h1>
        <QueryState
          query={q}
          data={data ? items : null}
          placeholder={<Skeleton className="news-skeleton" label="资讯加载中" />}
          failText="资讯加载失败，请稍候再试"
          empty={<p>{page > 1 ? '没有更多资讯了' : '暂无资讯'}</p>}
        >
          {(shown) => (
            <>
              <ul className="news-list__items">
                {shown.map((a) => (
                  <li key={a.id}>
                    <h2>
                      <Link href={href('newsInfo', { id: a.id, type: kind })}>{a.title}</Link>
                    </h2>
                    <p className="news-list__meta">
                      <time>{a.created_at?.slice(0, 10)}</time>
                      {a.source && <span>来源：{a.source}</span>}
                    </p>
                    {a.summary && <p className="news-list__summary">{a.summary}</p>}
                  </li>
                ))}
              </ul>
              <NewsPager kind={kind} page={page} pages={pages} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
