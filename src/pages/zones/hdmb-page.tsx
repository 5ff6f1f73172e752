import { TemplateZone } from '@/features/catalogue/zone-extra-b/template-zone';

export default function HdmbPage() {
  return <TemplateZone kind="hdmb" />;
}
