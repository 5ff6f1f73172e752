import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The site's message box: the UI kit's message (Fomantic's `ui … message`, styled by its style sheet) as
 * semantic-ui-react's `Message` draws it with children, for the props the site uses, without that component's code
 * (which brought ~9 KB brotli of lodash-es helpers into checkout's and the contract page's first load).
 * tests/components/message.test.tsx holds the markup to semantic-ui-react's.
 */
export interface MessageProps extends HTMLAttributes<HTMLDivElement> {
  size?: 'mini' | 'tiny' | 'small' | 'large' | 'big' | 'huge' | 'massive';
  info?: boolean;
  negative?: boolean;
  positive?: boolean;
  warning?: boolean;
  children?: ReactNode;
}

const flag = (on: boolean | undefined, name: string) => (on ? name : undefined);

export function Message({ size, info, negative, positive, warning, className, children, ...rest }: MessageProps) {
  const classes = ['ui', size, flag(info, 'info'), flag(negative, 'negative'), flag(positive, 'positive'), flag(warning, 'warning'), 'message', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div {...rest} className={classes}>
      {children}
    </div>
  );
}

/** The message's heading line. */
function MessageHeader({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={className ? `header ${className}` : 'header'}>
      {children}
    </div>
  );
}

Message.Header = MessageHeader;
