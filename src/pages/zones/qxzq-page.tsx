import { DeviceZone } from '@/features/catalogue/zone/zones';

export default function QxzqPage() {
  return <DeviceZone />;
}
