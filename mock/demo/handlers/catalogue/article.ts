import type { HelpCategory as HelpCategoryView } from '@generated/models/helpCategory';
import { formatBeijing } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { notFound } from '../../core/respond';
import { HELP_ROOT_ID } from '../../data/content';
import type { Article, Catalogue, HelpCategory } from '../../data/types';
import type { DemoDb } from '../../state';
import { articleSummary, newsNewestFirst } from './focus';
import { pageArgs } from './support';

/** Tag `article`: help columns and tree, news lists and one article with its neighbours. */

const byOrder = (a: HelpCategory, b: HelpCategory) => a.sort - b.sort || a.id - b.id;

/** A column with its articles as children ({id: article id, name}), as the footer and the help menu show them. */
function columnView(cat: Catalogue, column: HelpCategory): HelpCategoryView {
  const children = cat.helpCategories
    .filter((c) => c.parentId === column.id && c.articleId !== null)
    .sort(byOrder)
    .map((c) => ({ id: c.articleId!, name: c.name, ...(c.key ? { key: c.key } : {}) }));
  return { id: column.id, name: column.name, ...(column.key ? { key: column.key } : {}), children };
}

/** The columns directly under a parent category, in display order. */
const columnsUnder = (cat: Catalogue, parentId: number) =>
  cat.helpCategories.filter((c) => c.parentId === parentId && c.articleId === null).sort(byOrder);

/** Help articles in the order the help tree shows them: prev/next walk this order. */
function helpOrder(cat: Catalogue): number[] {
  const ids: number[] = [];
  for (const column of columnsUnder(cat, HELP_ROOT_ID)) {
    for (const child of columnView(cat, column).children ?? []) if (!ids.includes(child.id)) ids.push(child.id);
  }
  // Help articles the tree does not link still get neighbours, after the tree's own.
  for (const a of cat.articles) if (a.type === 'help' && !ids.includes(a.id)) ids.push(a.id);
  return ids;
}

const neighbour = (a: Article | undefined) => (a ? { id: a.id, title: a.title } : null);

export const articleHandlers: PartialHandlers<DemoDb> = {
  listArticleCategory: (ctx) => {
    const cat = ctx.db.catalogue;
    const id = ctx.query.category_id;
    if (!cat.helpCategories.some((c) => c.id === id)) throw notFound('栏目不存在');
    return columnsUnder(cat, id).map((c) => columnView(cat, c));
  },

  getHelpCategoryTree: (ctx) => columnsUnder(ctx.db.catalogue, HELP_ROOT_ID).map((c) => columnView(ctx.db.catalogue, c)),

  listArticles: (ctx) => {
    const type = ctx.query.type;
    const { page, pageSize } = pageArgs(ctx);
    const all = newsNewestFirst(ctx.db.catalogue, type);
    return {
      total: all.length,
      page,
      page_size: pageSize,
      list: all.slice((page - 1) * pageSize, page * pageSize).map(articleSummary),
    };
  },

  getArticleDetail: (ctx) => {
    const cat = ctx.db.catalogue;
    const id = ctx.params.id;
    const type = ctx.query.type;
    const article = cat.articlesById.get(id);
    if (!article || article.type !== type) throw notFound('文章不存在或已删除');
    let prev: Article | undefined;
    let next: Article | undefined;
    if (type === 'help') {
      const order = helpOrder(cat);
      const i = order.indexOf(id);
      prev = cat.articlesById.get(order[i - 1] ?? -1);
      next = cat.articlesById.get(order[i + 1] ?? -1);
    } else {
      // News lists run newest first: the previous article is the older one, the next the newer one.
      const list = newsNewestFirst(cat, type);
      const i = list.findIndex((a) => a.id === id);
      prev = list[i + 1];
      next = i > 0 ? list[i - 1] : undefined;
    }
    return {
      id: article.id,
      title: article.title,
      type: article.type,
      content: article.html,
      source: article.type === 'help' ? null : article.source,
      created_at: formatBeijing(article.publishedAt),
      prev: neighbour(prev),
      next: neighbour(next),
    };
  },
};
