import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { MenuItem } from '@generated/models';
import { categoryHref } from '@/lib/routes/links';

/** The menu shows the first 7 categories. */
const MENU_CATEGORIES = 7;

interface Props {
  categories: MenuItem[];
  /** The free-shipping (yx) variant: its own categories, and links carry the free-shipping flag. */
  freeShipping?: boolean;
}

/**
 * 全部商品分类: opens on hover, focus or click; each category shows its children on hover and on keyboard focus;
 * Esc closes it and returns focus to the trigger.
 */
export function CategoryMenu({ categories, freeShipping = false }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  // A click right after the pointer opened the menu must not close it again.
  const openedByHover = useRef(false);
  const items = categories.filter((c) => c && typeof c.name === 'string').slice(0, MENU_CATEGORIES);

  return (
    <div
      ref={root}
      className={`category-menu${open ? ' is-open' : ''}`}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>('.category-menu__trigger')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="category-menu__trigger"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        {freeShipping ? '包邮商品分类' : '全部商品分类'}
      </button>
      {/* The panel's links are built when it opens (the closed menu is most of the header's elements on every page's
          first render); the panel itself stays, for the trigger's aria-controls. */}
      <nav id={`${id}-panel`} className="category-menu__panel" aria-label="商品分类" hidden={!open}>
        {!open ? null : items.length === 0 ? (
          <p className="category-menu__empty">暂无分类</p>
        ) : (
          <ul>
            {items.map((c) => {
              const children = Array.isArray(c.children) ? c.children.filter((x) => x && typeof x.name === 'string') : [];
              return (
                <li key={c.id} className="category-menu__item">
                  <Link href={categoryHref(c.id, freeShipping)} className="category-menu__link">
                    {c.name}
                  </Link>
                  {children.length > 0 && (
                    <div className="category-menu__children">
                      <ul aria-label={`${c.name}子分类`}>
                        {children.map((child) => (
                          <li key={child.id}>
                            <Link href={categoryHref(child.id, freeShipping)}>{child.name}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </nav>
    </div>
  );
}
