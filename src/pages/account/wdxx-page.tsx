import { MessageCentre } from '@/features/messages/message-centre';

/** /wdxx (我的消息), drawn in the member centre. */
export default function WdxxPage() {
  return <MessageCentre />;
}
