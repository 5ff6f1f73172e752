import { TemplateZone } from '@/features/catalogue/templates/template-zone';

export default function ZqmbPage() {
  return <TemplateZone kind="zqmb" />;
}
