import { QualificationsCentre } from '@/features/qualifications-centre/qualifications-centre';

/** /zzzj (资质证件), drawn in the member centre. */
export default function ZzzjPage() {
  return <QualificationsCentre />;
}
