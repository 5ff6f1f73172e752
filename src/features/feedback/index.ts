// Feedback (意见反馈, /yjfk): the form with pictures and contact, and the history of this buyer's feedback and replies.
export { FeedbackView } from './feedback-view';
