/**
 * The site's Button and Message draw what semantic-ui-react's draw (the UI kit's classes, in its order, and the same
 * attributes) for every combination of the props the site uses, so the kit's style sheet styles them as before; a
 * disabled button does nothing when clicked.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button as KitButton, Message as KitMessage } from 'semantic-ui-react';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from '@/components/button/button';
import { Message, type MessageProps } from '@/components/message/message';

/** Markup as a tree with each element's attributes in name order (their order in the source means nothing to a browser). */
function canonical(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  const walk = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? '';
    const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
    return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...box.childNodes].map(walk).join('');
}

const optional = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const buttonProps: fc.Arbitrary<ButtonProps> = fc.record(
  {
    type: optional(fc.constantFrom('button', 'submit') as fc.Arbitrary<'button' | 'submit'>),
    primary: optional(fc.boolean()),
    basic: optional(fc.boolean()),
    negative: optional(fc.boolean()),
    fluid: optional(fc.boolean()),
    loading: optional(fc.boolean()),
    disabled: optional(fc.boolean()),
    autoFocus: optional(fc.boolean()),
    icon: optional(fc.constant(false as const)),
    size: optional(fc.constantFrom('mini', 'small', 'large') as fc.Arbitrary<ButtonProps['size']>),
    color: optional(fc.constantFrom('red') as fc.Arbitrary<ButtonProps['color']>),
    className: optional(fc.constantFrom('account-field__side', 'a b')),
    title: optional(fc.string({ maxLength: 6 })),
    'aria-label': optional(fc.constantFrom('删除', '加入购物车')),
  },
  { requiredKeys: [] },
);

const messageProps: fc.Arbitrary<MessageProps> = fc.record(
  {
    info: optional(fc.boolean()),
    negative: optional(fc.boolean()),
    positive: optional(fc.boolean()),
    warning: optional(fc.boolean()),
    size: optional(fc.constantFrom('small', 'large') as fc.Arbitrary<MessageProps['size']>),
    className: optional(fc.constantFrom('step2-hm-notice', 'dzht__done')),
    role: optional(fc.constantFrom('note', 'alert', 'status')),
    'aria-label': optional(fc.constant('含麻商品提示')),
  },
  { requiredKeys: [] },
);

describe('Button', () => {
  it('draws the markup of semantic-ui-react’s Button for any combination of the props the site uses', () => {
    fc.assert(
      fc.property(buttonProps, fc.string({ minLength: 1, maxLength: 8 }), (props, text) => {
        // The kit's own types do not know `aria-label` as a prop name; it passes it through as the site's does.
        const kit = renderToStaticMarkup(<KitButton {...(props as object)}>{text}</KitButton>);
        expect(canonical(renderToStaticMarkup(<Button {...props}>{text}</Button>))).toBe(canonical(kit));
      }),
    );
  });

  it('calls onClick with the click when enabled, never when disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button type="button" onClick={onClick}>
        确定
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0]).toHaveProperty('type', 'click');

    rerender(
      <Button type="button" onClick={onClick} disabled>
        确定
      </Button>,
    );
    const button = screen.getByRole('button', { name: '确定' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('tabindex', '-1');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Message', () => {
  it('draws the markup of semantic-ui-react’s Message (and its Header) for any combination of the props the site uses', () => {
    fc.assert(
      fc.property(messageProps, fc.string({ minLength: 1, maxLength: 8 }), (props, text) => {
        const kit = renderToStaticMarkup(
          <KitMessage {...(props as object)}>
            <KitMessage.Header>{text}</KitMessage.Header>
            <p>{text}</p>
          </KitMessage>,
        );
        const mine = renderToStaticMarkup(
          <Message {...props}>
            <Message.Header>{text}</Message.Header>
            <p>{text}</p>
          </Message>,
        );
        expect(canonical(mine)).toBe(canonical(kit));
      }),
    );
  });
});
