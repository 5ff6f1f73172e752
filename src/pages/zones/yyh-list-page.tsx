import { YyhListView } from '@/features/catalogue/zone-extra-b/yyh';

export default function YyhListPage() {
  return <YyhListView />;
}
