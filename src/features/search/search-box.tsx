import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SearchIcon } from '@/components/icons/icons';
import { SEARCH_TYPE, searchHref, type SearchType } from '@/lib/routes/links';
import { useCurrentRoute } from '@/lib/routes/route-context';
import { useSuggestions } from './use-suggestions';
import './search.css';

export const PLACEHOLDER: Record<SearchType, string> = {
  [SEARCH_TYPE.drug]: '药品名称/拼音缩写',
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

/**
 * The header search: drug / manufacturer toggle, and an ARIA combobox whose listbox holds the suggestions.
 * ↓/↑ move, Enter searches (the highlighted suggestion or the text), Esc closes, choosing a suggestion searches.
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
  const input = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>();

  // On the results page the box shows what was searched, so the buyer can refine it.
  useEffect(() => {
    if (!onResults) return;
    const q = new URLSearchParams(search);
    setText(q.get('keywords') ?? '');
    setType(parseType(q.get('type')));
    setOpen(false);
  }, [onResults, search]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const { state, items } = useSuggestions(text, type, open);
  const expanded = open && state !== 'idle';
  useEffect(() => setActive(-1), [items.length, text, type]);

  const go = (keywords: string) => {
    setOpen(false);
    setActive(-1);
    navigate(searchHref(keywords, type));
  };

  const choose = (s: string) => {
    setText(s);
    go(s);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
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
      case 'Enter':
        e.preventDefault();
        if (expanded && active >= 0 && items[active] !== undefined) choose(items[active]);
        else go(text);
        break;
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
    <form
      role="search"
      aria-label="商品搜索"
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
          role="combobox"
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
        <div className="search-box__popup" hidden={!expanded}>
          {state === 'searching' && <div className="search-box__status" role="status">搜索中...</div>}
          {state === 'empty' && <div className="search-box__status" role="status">暂无数据</div>}
          <ul id={listId} role="listbox" aria-label="搜索建议" className="search-box__list" hidden={state !== 'results'}>
            {items.map((s, i) => (
              <li
                key={`${s}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'is-active' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(s)}
              >
                {s}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="submit" className="search-box__submit">
        <SearchIcon />
        <span>搜索</span>
      </button>
    </form>
  );
}
