import { MemberHome } from '@/features/member-home/member-home';

/** /user (会员首页), drawn in the member centre; it loads its own summary, not the base user. */
export default function UserPage() {
  return <MemberHome />;
}
