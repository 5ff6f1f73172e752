import { useLogoutUser } from '@generated/endpoints/auth/auth';
import { completeLogout } from './login-flag';

/** 安全退出: DELETE /api/user/logout, then clear the login flag and reload; failures go to the shared handler (the error catalogue). */
export function useLogout() {
  const mutation = useLogoutUser({ mutation: { onSuccess: () => completeLogout() } });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
