import { NewsList } from '@/features/news';

export default function NewsHyPage() {
  return <NewsList kind="hy" />;
}
