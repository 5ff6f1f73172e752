import { useLogoutUser } from '@generated/endpoints/auth/auth';
import { forgetKeptAnswers } from '@/lib/offline/service-worker';
import { completeLogout } from './login-flag';

/**
 * 安全退出: first every member answer the service worker kept on this device is deleted — even when the network is down
 * and the logout itself cannot reach the server, nothing of the member stays on a shared counter computer — then
 * DELETE /api/user/logout, clear the login flag and reload; failures go to the shared handler (the error catalogue).
 */
export function useLogout() {
  const mutation = useLogoutUser({ mutation: { onSuccess: () => completeLogout() } });
  return { logout: () => void forgetKeptAnswers().then(() => mutation.mutate()), pending: mutation.isPending };
}
