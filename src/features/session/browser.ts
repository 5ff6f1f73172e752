/**
 * Whole-page navigations the session needs (reload after logout, the post-login load). One object so tests can
 * replace its methods: jsdom cannot navigate.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
