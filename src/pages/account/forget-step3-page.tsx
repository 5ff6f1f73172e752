import { Link } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { FORGET_STEPS } from '@/features/password-recovery/forget-rules';
import { href } from '@/lib/routes/paths';

/** /forget/step3 (重置成功): the password is changed; every other session of the account was ended. */
export default function ForgetStep3Page() {
  return (
    <AccountFrame title="重置成功" steps={FORGET_STEPS} current={3}>
      <div className="account-done">
        <div className="account-done__icon" aria-hidden="true">✓</div>
        <p className="account-done__title">密码已重置</p>
        <p>请使用新密码登录；原密码已失效，其他设备上的登录也已退出。</p>
        <Link className="ui primary button" href={href('login')}>
          去登录
        </Link>
      </div>
    </AccountFrame>
  );
}
