import { useEffect, useLayoutEffect, useState } from 'react';
import { useStores } from '@/stores';

/**
 * The deadline, in ms on the server's clock, of an answer that carries the server's time (`timestamp`, s) and the
 * seconds left (`countdown`), e.g. an unpaid order's auto-cancel. The shared clock is set from the answer's
 * `timestamp` before the countdown is drawn (a layout effect, then the deadline), so a buyer whose computer clock is
 * wrong neither sees a wrong time nor has the order declared expired by the first frame. Null until then.
 */
export function useServerDeadline(timestamp: number | undefined, countdown: number | undefined, answeredAt: number): number | null {
  const { session } = useStores();
  const [syncedAt, setSyncedAt] = useState(0);
  useEffect(() => session.startClock(), [session]);
  useLayoutEffect(() => {
    if (timestamp === undefined || countdown === undefined) return;
    session.syncServerTime(timestamp);
    setSyncedAt(answeredAt);
  }, [session, timestamp, countdown, answeredAt]);
  if (timestamp === undefined || countdown === undefined || syncedAt !== answeredAt) return null;
  return (timestamp + countdown) * 1000;
}
