import { BrandZoneDetail } from '@/features/catalogue/zone/brand-zone';
import type { PageProps } from '@/lib/routes';

export default function PpzqInfoPage({ params }: PageProps) {
  const id = Number(params.id);
  return <BrandZoneDetail key={id} id={Number.isInteger(id) ? id : 0} page={params.page} />;
}
