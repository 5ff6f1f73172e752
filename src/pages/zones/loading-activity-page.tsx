import { LoadingActivity } from '@/features/catalogue/zone-extra-b/activity-pages';

export default function LoadingActivityPage() {
  return <LoadingActivity />;
}
