import { ActivityZone } from '@/features/catalogue/zone-extra-a/activity-zone';
import type { PageProps } from '@/lib/routes';

export default function YjhPage({ params }: PageProps) {
  const id = params.id && /^\d{1,12}$/.test(params.id) && Number(params.id) > 0 ? Number(params.id) : null;
  return <ActivityZone key={id ?? 0} id={id} />;
}
