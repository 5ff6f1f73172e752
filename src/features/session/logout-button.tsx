import { useLogout } from './use-logout';

/** 安全退出 in the top bar. */
export function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <button type="button" className="logout-button" onClick={logout} disabled={pending} aria-busy={pending}>
      安全退出
    </button>
  );
}
