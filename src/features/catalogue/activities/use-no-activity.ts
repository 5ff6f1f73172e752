import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '@/lib/http';
import { href } from '@/lib/routes';

/** An activity that does not exist or has ended answers 404; the site then shows /noActivity. */
export const isGone = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Sends the visitor to /noActivity, replacing the dead address so Back does not return to it. */
export function useNoActivity(gone: boolean): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (gone) navigate(href('noActivity'), { replace: true });
  }, [gone, navigate]);
}
