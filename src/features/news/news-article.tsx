import { Link } from 'wouter';
import { useGetArticleDetail } from '@generated/endpoints/article/article';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { href } from '@/lib/routes/paths';
import { NEWS_KINDS, type NewsKind } from './news-kinds';
import './news.css';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';

const SILENT = { request: { silent: true } } as const;

/** /news/info/{id}/{type}: one news item (back-office HTML through the one sanitiser) with the older and newer item of its kind. */
export function NewsArticle({ id, kind }: { id: number; kind: NewsKind }) {
  const q = useGetArticleDetail(id, { type: kind }, SILENT);
  const a = q.data?.data;
  const list = NEWS_KINDS[kind];
  const body = (
    <QueryState
      query={q}
      data={a && typeof a.title === 'string' ? a : null}
      placeholder={<Skeleton className="news-skeleton" label="文章加载中" />}
      failText="资讯加载失败，请稍候再试"
      notFoundText="该资讯不存在或已删除"
    >
      {(shown) => (
        <article className="news-article" aria-labelledby="news-article-title">
          <h1 id="news-article-title">{shown.title}</h1>
          <p className="news-article__meta">
            {shown.created_at && <time>{shown.created_at}</time>}
            {shown.source && <span>来源：{shown.source}</span>}
          </p>
          <SafeHtml className="news-article__body" html={shown.content} />
          <nav className="news-article__neighbours" aria-label="上一篇和下一篇">
            {shown.prev ? <Link href={href('newsInfo', { id: shown.prev.id, type: kind })}>上一篇：{shown.prev.title}</Link> : <span>上一篇：没有了</span>}
            {shown.next ? <Link href={href('newsInfo', { id: shown.next.id, type: kind })}>下一篇：{shown.next.title}</Link> : <span>下一篇：没有了</span>}
          </nav>
        </article>
      )}
    </QueryState>
  );
  return (
    <div className="ui container news">
      <nav className="news-crumbs" aria-label="当前位置">
        <Link href={href('home')}>首页</Link> › <Link href={href(list.route)}>{list.title}</Link> › <span>正文</span>
      </nav>
      {body}
    </div>
  );
}
