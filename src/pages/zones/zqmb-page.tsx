import { TemplateZone } from '@/features/catalogue/zone-extra-b/template-zone';

export default function ZqmbPage() {
  return <TemplateZone kind="zqmb" />;
}
