// The inbox's public entry: /wdxx, unread first or filtered, marking one or all read.
export { MessageCentre } from './message-centre';
export { unreadFirst } from './message-rules';
