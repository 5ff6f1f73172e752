import { CashbackZone } from '@/features/catalogue/zone-extra-a/cashback-zone';

export default function HbPage() {
  return <CashbackZone />;
}
