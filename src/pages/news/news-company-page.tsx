import { NewsList } from '@/features/news/news-list';

export default function NewsCompanyPage() {
  return <NewsList kind="company" />;
}
