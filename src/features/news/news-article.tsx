import { Button } from 'semantic-ui-react';
import { Link } from 'wouter';
import { useGetArticleDetail } from '@generated/endpoints/article/article';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { isApiError } from '@/lib/http';
import { href } from '@/lib/routes/paths';
import { NEWS_KINDS, type NewsKind } from './news-kinds';
import './news.css';
import { Skeleton } from '@/components/skeleton/skeleton';

const SILENT = { request: { silent: true } } as const;

/** /news/info/{id}/{type}: one news item (back-office HTML through the one sanitiser) with the older and newer item of its kind. */
export function NewsArticle({ id, kind }: { id: number; kind: NewsKind }) {
  const q = useGetArticleDetail(id, { type: kind }, SILENT);
  const a = q.data?.data;
  const list = NEWS_KINDS[kind];
  let body;
  if (q.isPending) body = <Skeleton className="news-skeleton" label="文章加载中" />;
  else if (q.isError || !a || typeof a.title !== 'string') {
    const missing = isApiError(q.error) && q.error.status === 404;
    body = (
      <div className="news-message" role="alert">
        <p>{missing ? '该资讯不存在或已删除' : '资讯加载失败，请稍候再试'}</p>
        {!missing && <Button basic size="small" onClick={() => void q.refetch()}>重新加载</Button>}
      </div>
    );
  } else {
    body = (
      <article className="news-article" aria-labelledby="news-article-title">
        <h1 id="news-article-title">{a.title}</h1>
        <p className="news-article__meta">
          {a.created_at && <time>{a.created_at}</time>}
          {a.source && <span>来源：{a.source}</span>}
        </p>
        <SafeHtml className="news-article__body" html={a.content} />
        <nav className="news-article__neighbours" aria-label="上一篇和下一篇">
          {a.prev ? <Link href={href('newsInfo', { id: a.prev.id, type: kind })}>上一篇：{a.prev.title}</Link> : <span>上一篇：没有了</span>}
          {a.next ? <Link href={href('newsInfo', { id: a.next.id, type: kind })}>下一篇：{a.next.title}</Link> : <span>下一篇：没有了</span>}
        </nav>
      </article>
    );
  }
  return (
    <div className="ui container news">
      <nav className="news-crumbs" aria-label="当前位置">
        <Link href={href('home')}>首页</Link> › <Link href={href(list.route)}>{list.title}</Link> › <span>正文</span>
      </nav>
      {body}
    </div>
  );
}
