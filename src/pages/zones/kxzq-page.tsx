import { ControlledZone } from '@/features/catalogue/controlled-sales/controlled-zone';

export default function KxzqPage() {
  return <ControlledZone />;
}
