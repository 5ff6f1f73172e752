export { NewsList } from './news-list';
export { NewsArticle } from './news-article';
export { isNewsKind } from './news-kinds';
