import { useEffect, useState } from 'react';

/** Seconds left before something may be asked again (an SMS code after sending, or after a 429), counted down once a second. */
export function useCountdown(): readonly [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, setLeft] as const;
}
