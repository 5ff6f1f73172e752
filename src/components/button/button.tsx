import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

/**
 * The site's button: the UI kit's button (Fomantic's `ui … button`, styled by its style sheet) as semantic-ui-react's
 * `Button` draws it for the props the site uses, without that component's code. semantic-ui-react's Button brings its
 * Icon, Label, Ref and event-stack modules and their lodash-es helpers (~19 KB brotli): the whole UI-kit file was part of
 * the first load of every page with a button — the member centre, the forms, checkout — for this one element.
 * tests/components/button.test.tsx holds the markup to semantic-ui-react's for every combination of these props.
 */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /**
   * The kit's colours and sizes the site's buttons use. The build keeps only the rules of the kit's button style sheet
   * whose classes the site's source names (farm.config.ts, `ui-kit-css-in-use`), so a colour or size the site starts to
   * use is added here: the name in this type is what keeps its rules.
   */
  color?: 'red';
  size?: 'mini' | 'small' | 'large';
  primary?: boolean;
  basic?: boolean;
  negative?: boolean;
  fluid?: boolean;
  /** A spinner in place of the text; the button keeps its size. */
  loading?: boolean;
  /** `false` only (as the kit reads it: no icon, no icon class). */
  icon?: false;
  children?: ReactNode;
}

/** `name` when `on`: the kit's way of naming a boolean prop's class. */
const flag = (on: boolean | undefined, name: string) => (on ? name : undefined);

export function Button({ color, size, primary, basic, negative, fluid, loading, icon: _icon, disabled, className, onClick, children, ...rest }: ButtonProps) {
  const classes = ['ui', color, size, flag(basic, 'basic'), flag(fluid, 'fluid'), flag(loading, 'loading'), flag(negative, 'negative'), flag(primary, 'primary'), flag(disabled, 'disabled'), 'button', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      className={classes}
      disabled={disabled || undefined}
      // Out of the tab order while disabled, as the kit has it; a click that still reaches it (the kit's disabled look
      // is also a class) does nothing.
      tabIndex={rest.tabIndex ?? (disabled ? -1 : undefined)}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (disabled) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {children}
    </button>
  );
}
