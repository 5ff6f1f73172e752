import { HelpCentre } from '@/features/help/help-centre';
import { isNewsKind } from '@/features/news/news-kinds';
import { NewsArticle } from '@/features/news/news-article';
import type { PageProps } from '@/lib/routes/route-context';
import NotFoundPage from '@/pages/not-found/not-found-page';

/** /news/info/{id}/{type}: a news item, or with type help (the footer's links) the help centre at that article. */
export default function NewsInfoPage({ params }: PageProps) {
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id > 0 && params.type === 'help') return <HelpCentre target={{ articleId: id }} />;
  if (id > 0 && isNewsKind(params.type)) return <NewsArticle id={id} kind={params.type} />;
  return <NotFoundPage />;
}
