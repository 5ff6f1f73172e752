import { ActivityZone } from '@/features/catalogue/activities/activity-zone';
import type { PageProps } from '@/lib/routes';
import { readId } from '@/lib/url/id-param';

export default function YjhPage({ params }: PageProps) {
  const id = readId(params.id);
  return <ActivityZone key={id ?? 0} id={id} />;
}
