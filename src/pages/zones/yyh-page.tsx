import { PharmaHubView } from '@/features/catalogue/pharma-hub/pharma-hub';

export default function YyhPage() {
  return <PharmaHubView />;
}
