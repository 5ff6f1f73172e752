import { NearExpiryZone } from '@/features/catalogue/zone/zones';

export default function JxqzcPage() {
  return <NearExpiryZone />;
}
