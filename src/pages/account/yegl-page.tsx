import { MoneyLogView } from '@/features/wallet';

/** /yegl (余额管理), drawn in the member centre. */
export default function YeglPage() {
  return <MoneyLogView />;
}
