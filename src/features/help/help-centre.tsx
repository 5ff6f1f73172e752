import { Link } from 'wouter';
import { useGetArticleDetail, useGetHelpCategoryTree } from '@generated/endpoints/article/article';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { href } from '@/lib/routes/paths';
import { helpColumns, helpRouteOf, resolveHelpArticle, type HelpColumn, type HelpTarget } from './help-tree';
import './help.css';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';

const SILENT = { request: { silent: true } } as const;

const articleHref = (a: { id: number; key: string | null }) => helpRouteOf(a.key) ?? href('newsInfo', { id: a.id, type: 'help' });

function HelpMenu({ columns, currentId }: { columns: readonly HelpColumn[]; currentId: number | null }) {
  return (
    <nav className="help-menu" aria-label="帮助中心目录">
      <h2 className="help-menu__title">帮助中心</h2>
      {columns.map((c) => (
        <section key={c.id} className="help-menu__column" aria-labelledby={`help-col-${c.id}`}>
          <h3 id={`help-col-${c.id}`}>{c.name}</h3>
          <ul>
            {c.articles.map((a) => (
              <li key={a.id}>
                <Link href={articleHref(a)} aria-current={a.id === currentId ? 'page' : undefined} className={a.id === currentId ? 'is-current' : undefined}>
                  {a.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function HelpArticle({ id, columns }: { id: number; columns: readonly HelpColumn[] }) {
  const q = useGetArticleDetail(id, { type: 'help' }, SILENT);
  const article = q.data?.data;
  const neighbourHref = (n: { id: number }) => {
    for (const c of columns) for (const a of c.articles) if (a.id === n.id) return articleHref(a);
    return href('newsInfo', { id: n.id, type: 'help' });
  };
  return (
    <QueryState
      query={q}
      data={article && typeof article.title === 'string' ? article : null}
      placeholder={<Skeleton className="help-skeleton" label="文章加载中" />}
      failText="文章加载失败，请稍候再试"
      notFoundText="该帮助文章不存在或已删除"
    >
      {(shown) => (
        <article className="help-article" aria-labelledby="help-article-title">
          <h1 id="help-article-title">{shown.title}</h1>
          {shown.created_at && <p className="help-article__meta">更新时间：{shown.created_at}</p>}
          <SafeHtml className="help-article__body" html={shown.content} />
          <nav className="help-article__neighbours" aria-label="上一篇和下一篇">
            {shown.prev ? <Link href={neighbourHref(shown.prev)}>上一篇：{shown.prev.title}</Link> : <span>上一篇：没有了</span>}
            {shown.next ? <Link href={neighbourHref(shown.next)}>下一篇：{shown.next.title}</Link> : <span>下一篇：没有了</span>}
          </nav>
        </article>
      )}
    </QueryState>
  );
}

/**
 * The help centre: the help tree as a left menu (the current article marked) beside one article, its back-office HTML
 * shown through the one sanitiser. A fixed route (/help/xrzn/hyzc) finds its article id in the tree by route key.
 */
export function HelpCentre({ target }: { target: HelpTarget }) {
  const tree = useGetHelpCategoryTree({ ...SILENT, query: { staleTime: 10 * 60_000 } });
  const columns = helpColumns(tree.data?.data);
  const id = tree.data ? resolveHelpArticle(columns, target) : 'articleId' in target ? target.articleId : null;
  // An answer without a usable column is a failed tree too (the menu says so and offers 重新加载).
  const treeFailed = tree.isError || (!tree.isPending && columns.length === 0);

  // The article comes first (the menu beside it on a desk, below it on a phone), so the menu's answer, whatever its
  // length, never moves the article a phone is reading (the menu's skeleton stood 124 px taller than the menu drawn).
  return (
    <div className="ui container help-centre">
      <div className="help-centre__main">
        {id !== null ? (
          <HelpArticle id={id} columns={columns} />
        ) : tree.isPending ? (
          <Skeleton className="help-skeleton" label="文章加载中" />
        ) : treeFailed ? (
          // A fixed route finds its article through the tree: without the tree the article is not missing, only not
          // loaded yet; the menu's 重新加载 asks for the tree again.
          <div className="help-message" role="alert">
            <p>文章加载失败，请稍候再试</p>
          </div>
        ) : (
          <div className="help-message" role="alert">
            <p>未找到该帮助文章</p>
            <Link href={href('help')}>返回帮助中心</Link>
          </div>
        )}
      </div>
      <aside className="help-centre__menu">
        <QueryState
          query={tree}
          data={columns.length > 0 ? columns : null}
          placeholder={<Skeleton className="help-skeleton help-skeleton--menu" label="目录加载中" />}
          failText="帮助目录加载失败"
        >
          {(shown) => <HelpMenu columns={shown} currentId={id} />}
        </QueryState>
      </aside>
    </div>
  );
}
