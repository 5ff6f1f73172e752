import { HerbalZone } from '@/features/catalogue/zone/zones';

export default function ZyypPage() {
  return <HerbalZone />;
}
