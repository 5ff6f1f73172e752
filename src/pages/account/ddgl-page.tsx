import { StoreManager } from '@/features/stores/store-manager';

/** /ddgl (多门店管理), drawn in the member centre. */
export default function DdglPage() {
  return <StoreManager />;
}
