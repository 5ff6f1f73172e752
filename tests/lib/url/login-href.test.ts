import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginHref, loginReturnPath } from '@/lib/url/login-href';

const origin = 'https://www.yaocai.example.cn';

describe('the login link', () => {
  it('carries the page being shown as the way back', () => {
    expect(loginHref('/login', '/list/info/88', origin)).toBe('/login?redirect=%2Flist%2Finfo%2F88');
    expect(loginHref('https://www.yaocai.example.cn/login', '/cart?from=drawer', origin)).toBe(
      'https://www.yaocai.example.cn/login?redirect=%2Fcart%3Ffrom%3Ddrawer',
    );
    expect(loginHref('/sso?site=yc', '/jfsc', origin)).toBe('/sso?site=yc&redirect=%2Fjfsc');
  });

  it('comes back only to this site, and never to the login page itself', () => {
    expect(loginReturnPath('https://evil.example/steal', origin)).toBe('/');
    expect(loginReturnPath('//evil.example', origin)).toBe('/');
    expect(loginReturnPath('/login', origin)).toBe('/');
    expect(loginReturnPath('/login?redirect=%2Fcart', origin)).toBe('/');
    expect(loginReturnPath('/loginhelp', origin)).toBe('/loginhelp');
    expect(loginHref('/login', '/login', origin)).toBe('/login?redirect=%2F');
  });

  it('keeps a search of two words, which the router gives with its space decoded', () => {
    expect(loginReturnPath('/search?keyword=阿莫 西林', origin)).toBe('/search?keyword=%E9%98%BF%E8%8E%AB%20%E8%A5%BF%E6%9E%97');
    expect(loginReturnPath('/search?keyword=阿莫\t西林', origin)).toBe('/');
  });

  it('whatever the page, the way back is a path on this site', () => {
    fc.assert(
      fc.property(fc.string(), (here) => {
        const back = new URL(loginHref('/login', here, origin), origin).searchParams.get('redirect') ?? '';
        expect(back.startsWith('/')).toBe(true);
        expect(new URL(back, origin).origin).toBe(origin);
      }),
    );
  });
});
