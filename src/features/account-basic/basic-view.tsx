import { useEffect } from 'react';
import { useGetUserBase } from '@generated/endpoints/user/user';
import { QueryState } from '@/components/query-state';
import { ApiError, HTTP_TEXT, presentError } from '@/lib/http';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import './basic.css';

/** /basic (基本信息): the member's contact and mobile, and the password. A visitor goes to the login page. */
export function BasicView() {
  const base = useGetUserBase({ request: { silent: true }, query: { staleTime: 60_000 } });
  const user = base.data?.data;
  const visitor = base.isSuccess && user?.show !== 1;
  useEffect(() => {
    if (visitor) presentError(new ApiError({ kind: 'unauthorized', message: HTTP_TEXT.loginRequired }));
  }, [visitor]);
  return (
    <div className="basic-page">
      <h1 className="basic-page__title">基本信息</h1>
      {/* A visitor is on the way to the login page: still loading, as far as this page goes. */}
      <QueryState query={visitor ? { isPending: true, isError: false, isFetching: true, refetch: base.refetch } : base} data={user} failText="资料加载失败，请稍后重试。">
        {(member) => (
          <>
            <section className="basic-section" aria-labelledby="basic-profile">
              <h2 id="basic-profile">联系信息</h2>
              <ProfileForm company={member.company ?? ''} username={member.username ?? ''} name={member.name ?? ''} phone={member.phone ?? ''} />
            </section>
            <section className="basic-section" aria-labelledby="basic-password">
              <h2 id="basic-password">修改密码</h2>
              <PasswordForm />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
