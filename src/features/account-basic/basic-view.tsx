import { useEffect } from 'react';
import { useGetUserBase } from '@generated/endpoints/user/user';
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
      {base.isPending || visitor ? (
        <p role="status">正在加载…</p>
      ) : base.isError || !user ? (
        <div role="alert">
          <p>资料加载失败，请稍后重试。</p>
          <button type="button" className="ui button" onClick={() => void base.refetch()}>
            重新加载
          </button>
        </div>
      ) : (
        <>
          <section className="basic-section" aria-labelledby="basic-profile">
            <h2 id="basic-profile">联系信息</h2>
            <ProfileForm company={user.company ?? ''} username={user.username ?? ''} name={user.name ?? ''} phone={user.phone ?? ''} />
          </section>
          <section className="basic-section" aria-labelledby="basic-password">
            <h2 id="basic-password">修改密码</h2>
            <PasswordForm />
          </section>
        </>
      )}
    </div>
  );
}
