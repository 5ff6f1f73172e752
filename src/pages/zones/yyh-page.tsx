import { YyhHubView } from '@/features/catalogue/zone-extra-b/yyh';

export default function YyhPage() {
  return <YyhHubView />;
}
