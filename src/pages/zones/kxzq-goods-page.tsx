import { ControlledSubZone } from '@/features/catalogue/zone-extra-a/controlled-zone';
import type { PageProps } from '@/lib/routes';

export default function KxzqGoodsPage({ params }: PageProps) {
  const url = params.url ?? '';
  return <ControlledSubZone key={url} url={url} ads={params.ads} />;
}
