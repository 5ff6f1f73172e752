import { NoActivity } from '@/features/catalogue/activities/activity-pages';

export default function NoActivityPage() {
  return <NoActivity />;
}
