import { ControlledZoneNew } from '@/features/catalogue/zone-extra-a/controlled-zone';

export default function KxzqNewPage() {
  return <ControlledZoneNew />;
}
