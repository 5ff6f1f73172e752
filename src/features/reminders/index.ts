// 到货提醒 and 降价提醒 for other features: the buttons a goods shows (a card, a table row, the detail, a cart line, a
// favourite), whose dialogs are lazy chunks fetched when first opened. /dhtx's list (./reminder-list) is imported by
// its page alone, so the goods pages that carry the buttons do not carry the list (the detail page's own code stays
// within its 40 KB budget).
export { ArrivalReminderButton, PriceReminderButton } from './reminder-buttons';
