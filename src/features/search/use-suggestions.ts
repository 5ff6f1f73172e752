import { useEffect, useMemo, useState } from 'react';
import { useListSearchSuggestions } from '@generated/endpoints/goods/goods';
import type { SearchType } from '@/lib/routes/links';
import { readSuggestions, type Suggestion } from './suggestion';

/** Suggestions are asked 500 ms after typing stops and kept for 5 s before they are asked again. */
export const SUGGEST_DEBOUNCE_MS = 500;
export const SUGGEST_CACHE_MS = 5000;

export type SuggestState = 'idle' | 'searching' | 'results' | 'empty';

/** The key the user settled on: the trimmed text, 500 ms after the last keystroke; an empty text clears at once. */
export function useDebouncedKey(text: string, delay = SUGGEST_DEBOUNCE_MS): string {
  const key = text.trim();
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === '') {
      setSettled('');
      return;
    }
    const t = setTimeout(() => setSettled(key), delay);
    return () => clearTimeout(t);
  }, [key, delay]);
  return key === '' ? '' : settled;
}

/**
 * GET /api/goods/search for the settled key. React Query is the cache: an answer younger than 5 s is reused, an
 * older one is asked again. Failures are silent (no message) and simply show nothing. Each suggestion is checked
 * (readSuggestions): a malformed one is dropped, and an answer of nothing but malformed ones reads as 暂无数据.
 */
export function useSuggestions(text: string, type: SearchType, enabled: boolean) {
  const key = useDebouncedKey(text);
  const typed = text.trim();
  const query = useListSearchSuggestions(
    { keywords: key, type },
    { request: { silent: true }, query: { enabled: enabled && key !== '', staleTime: SUGGEST_CACHE_MS, gcTime: 60_000 } },
  );
  const answer = query.data?.data;
  const list: Suggestion[] = useMemo(() => readSuggestions(answer), [answer]);
  let state: SuggestState;
  if (typed === '' || query.isError) state = 'idle';
  else if (typed !== key || query.isPending) state = 'searching';
  else state = list.length ? 'results' : 'empty';
  // `asked`: the words the suggestions answer (what they highlight).
  return { state, items: state === 'results' ? list : [], asked: key };
}
