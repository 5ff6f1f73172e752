import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { ApiError, HTTP_TEXT, presentError } from '@/lib/http';
import { useStores } from '@/stores';

interface Props {
  /** The route is a member page (the route table's `member`). */
  member: boolean;
  children: ReactNode;
}

/**
 * A member page opened by a visitor sends them to the login page at once, with this address to come back to (the
 * transport's one login redirect), and is not drawn meanwhile: no form a visitor could fill in only to be refused.
 * The session says who is buying once the base user has loaded; a page that loads its own user instead (fetchUser
 * false: the member home, 绑定微信) sends a visitor off on its own first call.
 */
export const MemberOnly = observer(function MemberOnly({ member, children }: Props) {
  const { session } = useStores();
  const visitor = member && session.status === 'ready' && session.user?.show !== 1;
  useEffect(() => {
    if (visitor) presentError(new ApiError({ kind: 'unauthorized', message: HTTP_TEXT.loginRequired }));
  }, [visitor]);
  if (!visitor) return <>{children}</>;
  return (
    <div className="page-leaving" role="status" aria-live="polite">
      请先登录，正在前往登录页…
    </div>
  );
});
