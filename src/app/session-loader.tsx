import { useEffect } from 'react';
import { useGetGlobalCommon } from '@generated/endpoints/common/common';
import { useGetUserBase } from '@generated/endpoints/user/user';
import { clearLoginFlag, hasLoginFlag, watchRestores } from '@/features/session/login-flag';
import { useStores } from '@/stores';

interface Props {
  /** user_hyzx, login, zhzq and bdwx do not fetch the base user (they load their own or need none). */
  fetchUser: boolean;
}

/** Loads GET /api/user/base into the session store; a failure leaves the site usable with no user data. */
export function SessionLoader({ fetchUser }: Props) {
  const { session, cart } = useStores();
  const base = useGetUserBase({ request: { silent: true }, query: { staleTime: 60_000, enabled: fetchUser } });

  useEffect(() => {
    if (!fetchUser) session.markSkipped();
  }, [fetchUser, session]);

  useEffect(() => {
    const user = base.data?.data;
    if (base.isSuccess && user && typeof user === 'object' && (user.show === 0 || user.show === 1)) {
      session.setUser(user);
      if (session.isMember) {
        cart.setCount(user.cart);
        void cart.loadTotal();
      } else if (hasLoginFlag()) {
        clearLoginFlag(); // the session ended elsewhere (expired, or logged out in another tab)
      }
    } else if (base.isError || base.isSuccess) session.markFailed();
  }, [base.isSuccess, base.isError, base.data, session, cart]);

  useEffect(() => watchRestores(() => session.isMember), [session]);
  return null;
}

/** Keeps the shared server clock running, synced to GET /api/global/common `timestamp` whenever it is fetched. */
export function ServerClock() {
  const { session } = useStores();
  const common = useGetGlobalCommon({ request: { silent: true }, query: { staleTime: 60_000 } });
  const timestamp = common.data?.data?.timestamp;
  const fetchedAt = common.dataUpdatedAt;
  useEffect(() => {
    if (typeof timestamp === 'number') session.syncServerTime(timestamp);
  }, [timestamp, fetchedAt, session]);
  useEffect(() => session.startClock(), [session]);
  return null;
}
