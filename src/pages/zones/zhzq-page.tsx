import { CombinationZone } from '@/features/catalogue/combinations/combinations';

export default function ZhzqPage() {
  return <CombinationZone />;
}
