import { DailySpecialZone } from '@/features/catalogue/zone/zones';

export default function MrtjPage() {
  return <DailySpecialZone />;
}
