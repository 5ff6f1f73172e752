import { ReminderListView } from '@/features/reminders/reminder-list';

/** /dhtx (到货提醒), drawn in the member centre: the buyer's arrival and price-drop reminders (src/features/reminders). */
export default function DhtxPage() {
  return <ReminderListView />;
}
