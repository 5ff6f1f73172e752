import { FreeShippingZone } from '@/features/catalogue/zone/zones';

export default function YxTablePage() {
  return <FreeShippingZone view="table" />;
}
