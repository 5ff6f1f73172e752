import { LoadingActivity } from '@/features/catalogue/activities/activity-pages';

export default function LoadingActivityPage() {
  return <LoadingActivity />;
}
