import { ControlledSubZone } from '@/features/catalogue/controlled-sales/controlled-zone';
import type { PageProps } from '@/lib/routes';

export default function KxzqGoodsPage({ params }: PageProps) {
  const url = params.url ?? '';
  return <ControlledSubZone key={url} url={url} ads={params.ads} />;
}
