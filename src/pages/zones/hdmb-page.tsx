import { TemplateZone } from '@/features/catalogue/templates/template-zone';

export default function HdmbPage() {
  return <TemplateZone kind="hdmb" />;
}
