import { BasicView } from '@/features/account-basic/basic-view';

/** /basic (基本信息), drawn in the member centre. */
export default function BasicPage() {
  return <BasicView />;
}
