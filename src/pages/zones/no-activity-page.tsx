import { NoActivity } from '@/features/catalogue/zone-extra-b/activity-pages';

export default function NoActivityPage() {
  return <NoActivity />;
}
