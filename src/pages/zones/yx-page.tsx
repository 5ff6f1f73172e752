import { FreeShippingZone } from '@/features/catalogue/zone/zones';

export default function YxPage() {
  return <FreeShippingZone view="cards" />;
}
