/** A few line icons drawn inline (the Fomantic icon font is not shipped). Decorative: aria-hidden. */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const CartIcon = () => (
  <svg {...base}><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2 3h3l2.6 12.4a1.5 1.5 0 0 0 1.5 1.1h9.3a1.5 1.5 0 0 0 1.5-1.2L22 7H6" /></svg>
);
export const UserIcon = () => (
  <svg {...base}><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" /></svg>
);
export const MessageIcon = () => (
  <svg {...base}><path d="M4 5h16v11H9l-5 4z" /></svg>
);
export const ChatIcon = () => (
  <svg {...base}><path d="M9.5 4C5.4 4 2 6.7 2 10c0 1.9 1.1 3.6 2.8 4.7L4 17l2.8-1.4c.8.2 1.7.4 2.7.4" /><path d="M15.5 9c3.6 0 6.5 2.3 6.5 5.2 0 1.6-.9 3-2.3 4L20 20l-2.4-1.1c-.7.2-1.4.3-2.1.3-3.6 0-6.5-2.3-6.5-5.2S11.9 9 15.5 9z" /></svg>
);
export const PhoneIcon = () => (
  <svg {...base}><rect x="6" y="2" width="12" height="20" rx="2" /><path d="M11 18h2" /></svg>
);
export const TopIcon = () => (
  <svg {...base}><path d="M5 4h14" /><path d="M12 20V9" /><path d="m6 14 6-6 6 6" /></svg>
);
export const SearchIcon = () => (
  <svg {...base}><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></svg>
);
