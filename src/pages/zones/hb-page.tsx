import { CashbackZone } from '@/features/catalogue/cashback/cashback-zone';

export default function HbPage() {
  return <CashbackZone />;
}
