import { MessageCentre } from '@/features/messages';

/** /wdxx (我的消息), drawn in the member centre. */
export default function WdxxPage() {
  return <MessageCentre />;
}
