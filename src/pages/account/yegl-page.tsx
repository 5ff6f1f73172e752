import { MoneyLogView } from '@/features/wallet/money-log';

/** /yegl (余额管理), drawn in the member centre. */
export default function YeglPage() {
  return <MoneyLogView />;
}
