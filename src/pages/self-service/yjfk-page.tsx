import { FeedbackView } from '@/features/feedback/feedback-view';

/** /yjfk (意见反馈), drawn in the member centre. */
export default function YjfkPage() {
  return <FeedbackView />;
}
