import { WelfareZone } from '@/features/catalogue/zone/zones';

export default function WelfarePage() {
  return <WelfareZone />;
}
