import { ActivityCentre } from '@/features/catalogue/activities/activity-centre';
import type { PageProps } from '@/lib/routes';

export default function HdzxPage({ params }: PageProps) {
  return <ActivityCentre ids={params.ids} id={params.id} />;
}
