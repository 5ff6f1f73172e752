import { ControlledZone } from '@/features/catalogue/zone-extra-a/controlled-zone';

export default function KxzqPage() {
  return <ControlledZone />;
}
