import { PharmaHubListView } from '@/features/catalogue/pharma-hub/pharma-hub';

export default function YyhListPage() {
  return <PharmaHubListView />;
}
