import { Fragment, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SearchIcon } from '@/components/icons/icons';
import { isScannerBurst } from '@/domain/barcode';
import { SEARCH_TYPE, goodsHref, searchHref, type SearchType } from '@/lib/routes/links';
import { href } from '@/lib/routes/paths';
import { useCurrentRoute } from '@/lib/routes/route-context';
import { HANDOVER_ATTRIBUTE, takeShellInput } from '@/lib/shell-input';
import { useStores } from '@/stores';
import { lookupBarcode } from '@/features/barcode-lookup';
import { viewSuggestion, type Run, type Suggestion, type SuggestionView } from './suggestion';
import { useSuggestions } from './use-suggestions';
import './search.css';

/** What the box takes: the drug box finds a goods by any name a pharmacy uses for it, and by its barcode. */
const PLACEHOLDER: Record<SearchType, string> = {
  [SEARCH_TYPE.drug]: '药品名/商品名/拼音/批准文号/条码',
  [SEARCH_TYPE.manufacturer]: '生产厂家名称/拼音缩写',
};
const TYPE_LABEL: Record<SearchType, string> = { [SEARCH_TYPE.drug]: '药品', [SEARCH_TYPE.manufacturer]: '厂家' };
const TYPES: SearchType[] = [SEARCH_TYPE.drug, SEARCH_TYPE.manufacturer];

interface Props {
  /** The compact sticky header uses a smaller box. */
  compact?: boolean;
}

function parseType(v: string | null): SearchType {
  return v === '1' ? SEARCH_TYPE.manufacturer : SEARCH_TYPE.drug;
}

/** Shown text with its matched runs in <mark> (text only: whatever the server sent is never read as HTML). */
function Runs({ runs }: { runs: readonly Run[] }) {
  return (
    <>
      {runs.map((r, i) => (r.mark ? <mark key={i}>{r.text}</mark> : <Fragment key={i}>{r.text}</Fragment>))}
    </>
  );
}

/**
 * An option's content: 布洛芬缓释胶囊（芬必得）, or 芬必得 → 布洛芬缓释胶囊 for a trade-name match, and what else matched
 * in small text. The option is named by its text; the arrow, which would be read out as 右箭头, is hidden from assistive
 * technology and 即 said instead: 芬必得，即布洛芬缓释胶囊. (Not an aria-label: the name keeps the visible words in
 * their order, WCAG 2.5.3.)
 */
function OptionContent({ view }: { view: SuggestionView }) {
  return (
    <>
      <span className="search-box__name">
        <Runs runs={view.name} />
        {view.tradeFirst && view.generic && (
          <>
            <span className="search-box__arrow" aria-hidden="true">
              {' → '}
            </span>
            <span className="visually-hidden">，即</span>
            <Runs runs={view.generic} />
          </>
        )}
      </span>
      {view.detail && (
        <>
          {' '}
          <span className="search-box__detail">
            {view.detail.label}
            {view.detail.label.endsWith('：') ? '' : ' '}
            <Runs runs={view.detail.value} />
          </span>
        </>
      )}
    </>
  );
}

/** The last digits typed into the box and the time stamps of their keydowns, for telling a scanner from a person. */
interface Keystrokes {
  digits: string;
  times: number[];
}
const NO_KEYSTROKES: Keystrokes = { digits: '', times: [] };
/** An EAN-13's length: only the last 13 digit keystrokes matter. */
const CODE_LENGTH = 13;

/**
 * The header search: drug / manufacturer toggle, and an ARIA combobox whose listbox holds the suggestions.
 * ↓/↑ move, Enter searches (the highlighted suggestion or the text), Esc closes; choosing a suggestion searches its
 * keywords, or opens its goods when it names exactly one (a barcode, a 批准文号 only it carries).
 *
 * A USB barcode scanner types the 13 digits of an EAN-13 and Enter within SCAN_WINDOW_MS: such a burst opens the
 * goods of the barcode at once (lookupBarcode), or says it was not found and lists what the code finds; the box then
 * holds the code alone. A person typing the same digits and Enter just searches.
 */
export function SearchBox({ compact = false }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [, navigate] = useLocation();
  const search = useSearch();
  const current = useCurrentRoute();
  const onResults = current?.route.name === 'search_index' || current?.route.name === 'search_table';

  const [text, setText] = useState('');
  const [type, setType] = useState<SearchType>(SEARCH_TYPE.drug);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [scanning, setScanning] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>();
  const keys = useRef<Keystrokes>(NO_KEYSTROKES);
  const scan = useRef<AbortController>();
  const { ui } = useStores();

  // What the buyer typed into the HTML shell's box before the app drew this one (the header's box, not the compact
  // header's): the same text, the caret where it was, the focus if it had it, so they type on. Before the first paint.
  const typedInShell = useRef(false);
  useLayoutEffect(() => {
    if (compact) return;
    const typed = takeShellInput('search');
    if (!typed) return;
    if (typed.value !== '') {
      typedInShell.current = true;
      setText(typed.value);
    }
    if (!typed.focused) return;
    setOpen(typed.value.trim() !== '');
    const box = input.current;
    box?.focus();
    // After React has put the text into the box.
    requestAnimationFrame(() => box?.setSelectionRange(typed.caret, typed.caret));
  }, [compact]);

  // On the results page the box shows what was searched, so the buyer can refine it (what they typed into the HTML
  // shell before the app took over stays, once).
  useEffect(() => {
    if (!onResults) return;
    const q = new URLSearchParams(search);
    if (typedInShell.current) {
      typedInShell.current = false;
      setType(parseType(q.get('type')));
      return;
    }
    setText(q.get('keywords') ?? '');
    setType(parseType(q.get('type')));
    setOpen(false);
  }, [onResults, search]);
  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
      scan.current?.abort();
    },
    [],
  );

  const { state, items, asked } = useSuggestions(text, type, open);
  const options = useMemo(() => items.map((s) => ({ s, view: viewSuggestion(s, asked, type) })), [items, asked, type]);
  // While a scanned code is looked up, the popup says so instead of suggesting.
  const expanded = open && state !== 'idle' && scanning === null;
  useEffect(() => setActive(-1), [items.length, text, type]);

  const go = (keywords: string, searchType: SearchType = type) => {
    setOpen(false);
    setActive(-1);
    navigate(searchHref(keywords, searchType));
  };

  const choose = (s: Suggestion) => {
    setText(s.keywords);
    if (s.goodsId === null) {
      go(s.keywords);
      return;
    }
    setOpen(false);
    setActive(-1);
    navigate(href('list_info', { id: s.goodsId }));
  };

  /** A scanned barcode: its goods' detail, or the message why not and the results for the code. */
  const openScanned = async (code: string) => {
    scan.current?.abort();
    const controller = new AbortController();
    scan.current = controller;
    setOpen(false);
    setActive(-1);
    setScanning(code);
    const found = await lookupBarcode(code, controller.signal);
    if (controller.signal.aborted) return;
    setScanning(null);
    if (found.ok) {
      navigate(goodsHref(found.goods));
      return;
    }
    ui.toast(found.reason);
    go(code, SEARCH_TYPE.drug);
  };

  /**
   * Enter ends a scanner's burst when the box ends with the 13 digits that arrived, with it, within the window: the box
   * holds just the code, or the code was scanned after what was there (the last search's words, the last scanned code),
   * which a person scanning one box after another does not clear first.
   */
  const scannedCode = ({ digits, times }: Keystrokes, enterTime: number): string | null =>
    text.trim().endsWith(digits) && isScannerBurst(digits, [...times, enterTime]) ? digits : null;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // Enter and the arrows belong to the input method while it composes
    if (/^[0-9]$/.test(e.key)) {
      const { digits, times } = keys.current;
      keys.current = { digits: (digits + e.key).slice(-CODE_LENGTH), times: [...times, e.timeStamp].slice(-CODE_LENGTH) };
      return;
    }
    const typedKeys = keys.current;
    keys.current = NO_KEYSTROKES;
    const n = items.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        else if (n) setActive((a) => (a + 1) % n);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (n) setActive((a) => (a <= 0 ? n - 1 : a - 1));
        break;
      case 'Enter': {
        e.preventDefault();
        const code = scannedCode(typedKeys, e.timeStamp);
        if (code !== null) {
          setText(code);
          void openScanned(code);
        } else if (expanded && active >= 0 && items[active] !== undefined) choose(items[active]);
        else go(text);
        break;
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          e.stopPropagation();
        }
        setOpen(false);
        setActive(-1);
        break;
    }
  };

  return (
    // The form also submits without the app: the HTML shell draws this box before any script has run, and a buyer who
    // presses Enter there goes to the results by the browser's own GET (/search?keywords=…&type=…), not back to the
    // page they were on.
    <form
      role="search"
      aria-label="商品搜索"
      action={href('search')}
      method="get"
      className={`search-box${compact ? ' search-box--compact' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        go(text);
      }}
    >
      <div className="search-box__types" role="group" aria-label="搜索方式">
        {TYPES.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={type === t}
            className={`search-box__type${type === t ? ' is-active' : ''}`}
            onClick={() => {
              setType(t);
              input.current?.focus();
            }}
          >
            {TYPE_LABEL[t]}
          </button>
        ))}
      </div>
      <div className="search-box__field">
        <input
          ref={input}
          type="text"
          name="keywords"
          role="combobox"
          {...(compact ? {} : { [HANDOVER_ATTRIBUTE]: 'search' })}
          aria-label={`按${TYPE_LABEL[type]}搜索`}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={50}
          placeholder={PLACEHOLDER[type]}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(e.target.value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
          onFocus={() => text.trim() && setOpen(true)}
          onBlur={() => {
            // A click on a suggestion blurs the input first; give the click its turn.
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
        />
        <div className="search-box__popup" hidden={!expanded && scanning === null}>
          {scanning !== null && (
            <div className="search-box__status" role="status">
              正在查找条码 {scanning}...
            </div>
          )}
          {expanded && state === 'searching' && <div className="search-box__status" role="status">搜索中...</div>}
          {expanded && state === 'empty' && <div className="search-box__status" role="status">暂无数据</div>}
          <ul id={listId} role="listbox" aria-label="搜索建议" className="search-box__list" hidden={!expanded || state !== 'results'}>
            {options.map(({ s, view }, i) => (
              <li
                key={`${s.keywords}-${s.goodsId ?? ''}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'is-active' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(s)}
              >
                <OptionContent view={view} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <input type="hidden" name="type" value={type} />
      <button type="submit" className="search-box__submit">
        <SearchIcon />
        <span>搜索</span>
      </button>
    </form>
  );
}
