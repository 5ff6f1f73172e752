import { BrandZone } from '@/features/catalogue/zone/brand-zone';
import type { PageProps } from '@/lib/routes';

export default function PpzqPage({ params }: PageProps) {
  return <BrandZone page={params.page} />;
}
