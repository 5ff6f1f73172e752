import { ControlledZoneNew } from '@/features/catalogue/controlled-sales/controlled-zone';

export default function KxzqNewPage() {
  return <ControlledZoneNew />;
}
