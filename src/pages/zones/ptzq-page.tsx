import { GroupBuyZone } from '@/features/catalogue/zone-extra-b/group-buys';

export default function PtzqPage() {
  return <GroupBuyZone />;
}
