import { BrandZoneDetail } from '@/features/catalogue/zone/brand-zone';
import type { PageProps } from '@/lib/routes';
import { readId } from '@/lib/url/id-param';

export default function PpzqInfoPage({ params }: PageProps) {
  const id = readId(params.id) ?? 0;
  return <BrandZoneDetail key={id} id={id} page={params.page} />;
}
