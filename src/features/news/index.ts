export { NewsList, NEWS_PAGE_SIZE } from './news-list';
export { NewsArticle } from './news-article';
export { NEWS_KINDS, isNewsKind, type NewsKind } from './news-kinds';
