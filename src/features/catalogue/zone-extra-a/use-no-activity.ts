import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '@/lib/http';
import { href } from '@/lib/routes';

/** An activity that does not exist or has ended answers 404; the site then shows /noActivity (spec: route only). */
export const isGone = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Sends the visitor to /noActivity, replacing the dead address so Back does not return to it. */
export function useNoActivity(gone: boolean): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (gone) navigate(href('noActivity'), { replace: true });
  }, [gone, navigate]);
}

/** A page number from the query (?page=2); anything else is page 1. */
export function pageFrom(search: string): number {
  const v = new URLSearchParams(search).get('page');
  return v && /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : 1;
}
