import { useEffect } from 'react';
import { useGetUserBase } from '../../generated/endpoints/user/user';
import { useStores } from '../stores';

/** Loads GET /api/user/base into the session store; a failure leaves the site usable with no user data (§8). */
export function SessionLoader() {
  const { session } = useStores();
  const base = useGetUserBase({ request: { silent: true }, query: { staleTime: 60_000 } });
  useEffect(() => {
    const user = base.data?.data;
    if (base.isSuccess && user && typeof user === 'object' && (user.show === 0 || user.show === 1)) session.setUser(user);
    else if (base.isError || base.isSuccess) session.markFailed();
  }, [base.isSuccess, base.isError, base.data, session]);
  return null;
}
