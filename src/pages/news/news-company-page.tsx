import { NewsList } from '@/features/news';

export default function NewsCompanyPage() {
  return <NewsList kind="company" />;
}
