import { GroupBuyZone } from '@/features/catalogue/group-buys/group-buys';

export default function PtzqPage() {
  return <GroupBuyZone />;
}
