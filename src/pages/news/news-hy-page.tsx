import { NewsList } from '@/features/news/news-list';

export default function NewsHyPage() {
  return <NewsList kind="hy" />;
}
