import { CombinationZone } from '@/features/catalogue/zone-extra-b/combinations';

export default function ZhzqPage() {
  return <CombinationZone />;
}
