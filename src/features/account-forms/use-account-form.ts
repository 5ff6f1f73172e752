import { useCallback, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/http';

type FieldErrors<F extends string> = Partial<Record<F, string | null>>;

/**
 * The state of one account form (registration, password recovery, basic information): the values typed, which fields
 * have been left once (their rule then runs as the buyer types), the server's messages per field (a 422, or a refusal
 * that names one field) and a submit guard so a double click sends once.
 */
export interface AccountForm<F extends string> {
  values: Record<F, string>;
  set(field: F, value: string): void;
  blur(field: F): void;
  /** The message shown under a field: the server's, else the rule's once the field was left or a submit was tried. */
  error(field: F): string | null;
  /** Runs every rule; answers true when the form may be sent. Marks every field as visited. */
  check(): boolean;
  /** Puts the messages of a 422 under their fields (field names of the contract mapped by `serverField`). */
  takeServerErrors(e: unknown): boolean;
  /** Puts one message under one field (a wrong SMS code, a taken mobile). */
  setServerError(field: F, message: string): void;
  /** The first field showing a message, for focusing it after a refused submit. */
  firstInvalid(): F | undefined;
}

export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  rules: (values: Record<F, string>) => FieldErrors<F>,
  serverField: (name: string) => F | undefined = (name) => (name in initial ? (name as F) : undefined),
): AccountForm<F> {
  const [values, setValues] = useState(initial);
  const [visited, setVisited] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<F, string>>>({});
  const order = useRef(Object.keys(initial) as F[]);
  const ruleErrors = useMemo(() => rules(values), [rules, values]);

  const set = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer((s) => {
      if (!(field in s)) return s;
      const next = { ...s };
      delete next[field];
      return next;
    });
  }, []);
  const blur = useCallback((field: F) => setVisited((v) => (v[field] ? v : { ...v, [field]: true })), []);
  const error = (field: F): string | null => server[field] ?? (visited[field] || submitted ? (ruleErrors[field] ?? null) : null);

  return {
    values,
    set,
    blur,
    error,
    check() {
      setSubmitted(true);
      return order.current.every((f) => !ruleErrors[f]);
    },
    takeServerErrors(e) {
      if (!isApiError(e) || !e.fieldErrors) return false;
      const next: Partial<Record<F, string>> = {};
      for (const [name, messages] of Object.entries(e.fieldErrors)) {
        const field = serverField(name);
        if (field && messages[0]) next[field] ??= messages[0];
      }
      setServer((s) => ({ ...s, ...next }));
      return Object.keys(next).length > 0;
    },
    setServerError(field, message) {
      setServer((s) => ({ ...s, [field]: message }));
    },
    firstInvalid() {
      return order.current.find((f) => server[f] ?? ruleErrors[f]);
    },
  };
}
