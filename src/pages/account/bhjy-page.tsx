import { ReplenishmentView } from '@/features/replenishment/replenishment-view';

/** /bhjy (补货建议), drawn in the member centre. */
export default function BhjyPage() {
  return <ReplenishmentView />;
}
