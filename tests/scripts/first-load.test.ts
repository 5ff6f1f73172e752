import fc from 'fast-check';
import { farmNamespace, firstLoadRefs, groupBySize, initialLoadedResources, isSharedLibraryFile, loadedResourcesLine, MAX_INLINE_ICON_BYTES, mergeScripts, mergeStylesheets, routeDocument, routeFirstLoad, withInlineIcon } from '../../scripts/lib/first-load';

describe('the first load read from the build (scripts/lib/first-load.ts)', () => {
  it('lists index.html scripts and style sheets in document order, quoted or not, and nothing else', () => {
    const html = `<head><link rel=icon href=/favicon.svg><link rel=preload href=/runtime-config.json as=fetch>
      <script src=/assets/global_this.5e667922.js></script><link rel="stylesheet" href="/assets/index_a251.94832e04.css"></head>
      <body><script src='/assets/index_3145.ac007f21.js' data-farm-resource=true></script></body>`;
    expect(firstLoadRefs(html)).toEqual([
      { kind: 'js', url: '/assets/global_this.5e667922.js' },
      { kind: 'css', url: '/assets/index_a251.94832e04.css' },
      { kind: 'js', url: '/assets/index_3145.ac007f21.js' },
    ]);
  });

  it('merges scripts in order, each ending its own line, with the compile hint once at the top', () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const merged = mergeScripts([`${hint}var a = 1; // no newline at the end`, `${hint}var b = a + 1;\n\n`]);
    expect(merged).toBe(`${hint}var a = 1; // no newline at the end\n;\nvar b = a + 1;\n`);
    expect(merged.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    // The merged script runs as the parts did one after another.
    expect(new Function(`${merged}; return b;`)()).toBe(2);
  });

  it("groups the build's first-load scripts into three files of at most ~170 KB, in order", () => {
    // The sizes of the 13 scripts Farm wrote for the first load on 2026-11-28.
    const sizes = [162, 7534, 24031, 133108, 88037, 42927, 42381, 57507, 3231, 7316, 446, 20888, 281];
    const groups = groupBySize(sizes, (s) => s, 150_000);
    expect(groups.map((g) => g.reduce((a, b) => a + b, 0))).toEqual([164835, 173345, 89669]);
    expect(groups.flat()).toEqual(sizes);
  });

  it('keeps every part once and in order, in non-empty groups no more than the total needs, each closed by the part that brought it to its share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400_000 }), { maxLength: 30 }), fc.integer({ min: 1, max: 300_000 }), (sizes, max) => {
        const groups = groupBySize(sizes, (s) => s, max);
        const total = sizes.reduce((a, b) => a + b, 0);
        expect(groups.flat()).toEqual(sizes);
        expect(groups.every((g) => g.length > 0)).toBe(true);
        expect(groups.length).toBeLessThanOrEqual(Math.max(1, Math.ceil(total / max)));
        const share = total / Math.max(1, Math.ceil(total / max));
        // A group closes as soon as it holds its share: without its last part it held less.
        for (const g of groups.slice(0, -1)) expect(g.slice(0, -1).reduce((a, b) => a + b, 0)).toBeLessThan(share);
      }),
    );
  });

  it('gives no group for no parts', () => {
    expect(groupBySize([], (s: number) => s)).toEqual([]);
  });

  it('merges style sheets in order with no @charset in the middle', () => {
    expect(mergeStylesheets(['@charset "UTF-8";\n.a{color:red}', '@charset "UTF-8";.b{color:blue}\n'])).toBe('.a{color:red}\n.b{color:blue}\n');
  });

  it("reads the runtime's initially loaded resources as site paths", () => {
    const script = "window['x'].__farm_module_system__.setInitialLoadedResources(['assets/index_2020.bc2a8e55.js','assets/index_9359.6e1f952a.css']);";
    expect(initialLoadedResources(script)).toEqual(['/assets/index_2020.bc2a8e55.js', '/assets/index_9359.6e1f952a.css']);
    expect(initialLoadedResources('var a = 1;')).toEqual([]);
  });

  it("counts a route's first load: index.html's files and the route's preloads, once each", () => {
    const refs = firstLoadRefs('<link rel=stylesheet href=/assets/first-load.1.css><script src=/assets/first-load.2.js></script>');
    expect(routeFirstLoad(refs, ['/assets/home-page.3.js', '/assets/home-page.4.css', '/assets/first-load.2.js'])).toEqual({
      js: ['/assets/first-load.2.js', '/assets/home-page.3.js'],
      css: ['/assets/first-load.1.css', '/assets/home-page.4.css'],
    });
  });

  it("reads the runtime's namespace from the script that boots it, and from no other", () => {
    const boot = "window['b0ff21'].__farm_module_system__.setPublicPaths(['/']);window['b0ff21'].__farm_module_system__.bootstrap();";
    expect(farmNamespace(boot)).toBe('b0ff21');
    expect(farmNamespace("window['b0ff21'].__farm_module_system__.register('a', f)")).toBeUndefined();
  });

  it("ends a route's merged script with the runtime told its files are loaded, as the runtime names them", () => {
    const line = loadedResourcesLine('ns1', ['/assets/list-page_1.ab.js', '/assets/list-page_2.cd.css']);
    expect(line).toBe("window['ns1'].__farm_module_system__.setInitialLoadedResources(['assets/list-page_1.ab.js','assets/list-page_2.cd.css']);\n");
    // Run against a runtime: it is told exactly those files, and what it reads back is the build's list.
    const told: string[][] = [];
    new Function('window', line)({ ns1: { __farm_module_system__: { setInitialLoadedResources: (r: string[]) => told.push(r) } } });
    expect(told).toEqual([['assets/list-page_1.ab.js', 'assets/list-page_2.cd.css']]);
    expect(initialLoadedResources(line)).toEqual(['/assets/list-page_1.ab.js', '/assets/list-page_2.cd.css']);
    // A quote in a name cannot end the string.
    expect(loadedResourcesLine('n', ["/assets/a');alert(1);//.js"])).not.toContain("');alert");
  });

  it("writes a route's document: its style sheet after the first load's, its scripts just before the one that boots", () => {
    const html = '<head></head><body><div id=root></div><link rel=stylesheet href=/assets/first-load.1.css><script src=/assets/first-load.2.js></script><script src="/assets/first-load.3.js"></script></body>';
    const doc = routeDocument(html, '/assets/first-load.3.js', { scripts: ['/assets/ui-kit.9.js', '/assets/route-list.4.js'], sheet: '/assets/route-list.5.css' });
    expect(firstLoadRefs(doc).map((r) => r.url)).toEqual([
      '/assets/first-load.1.css',
      '/assets/route-list.5.css',
      '/assets/first-load.2.js',
      '/assets/ui-kit.9.js',
      '/assets/route-list.4.js',
      '/assets/first-load.3.js',
    ]);
    expect(routeDocument(html, '/assets/first-load.3.js', { scripts: [] })).toBe(html);
    expect(() => routeDocument(html, '/assets/first-load.9.js', { scripts: ['/assets/a.js'] })).toThrow(/no <script src=\/assets\/first-load\.9\.js>/);
  });

  it('adds only its tags to the document: without them it is index.html again', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }), fc.boolean(), fc.string({ maxLength: 40 }).filter((t) => !/[<>]/.test(t)), (names, withSheet, text) => {
        const html = `<body><p>${text}</p><link rel=stylesheet href=/assets/first-load.1.css><script src=/assets/first-load.2.js></script></body>`;
        const scripts = names.map((n) => `/assets/route-${n}.js`);
        const sheet = withSheet ? '/assets/route-x.css' : undefined;
        const doc = routeDocument(html, '/assets/first-load.2.js', { scripts, sheet });
        const stripped = doc.replace(/<script src=\/assets\/route-[a-z0-9-]+\.js><\/script>/g, '').replace('<link rel=stylesheet href=/assets/route-x.css>', '');
        expect(stripped).toBe(html);
        expect(firstLoadRefs(doc).filter((r) => r.kind === 'js').at(-1)?.url).toBe('/assets/first-load.2.js');
      }),
    );
  });

  it('keeps the shared libraries (the UI kit, the charts) out of the merged files', () => {
    expect(['/assets/ui-kit.0509f41c.js', '/assets/charts.1a2b3c4d.js', '/assets/list-page_1.ab.js', '/assets/my-ui-kit.1.js'].map(isSharedLibraryFile)).toEqual([true, true, false, false]);
  });
});

describe("the document's favicon written in (withInlineIcon)", () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1f7a4d"/></svg>\n';

  it('becomes a data: URL that decodes to the file, in a quoted attribute that nothing in the icon can end', () => {
    const html = '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel=preload href=/favicon.svg as=image></head>';
    const out = withInlineIcon(html, '/favicon.svg', svg);
    const href = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml">/.exec(out)?.[1];
    expect(href?.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
    // Only the icon link: another link naming the same file is left alone.
    expect(out).toContain('<link rel=preload href=/favicon.svg as=image>');
  });

  it('leaves the document as it is for an icon over the limit, another file, or no icon link', () => {
    const html = '<head><link rel=icon href=/favicon.svg></head>';
    expect(withInlineIcon(html, '/favicon.svg', `<svg>${'x'.repeat(MAX_INLINE_ICON_BYTES)}</svg>`)).toBe(html);
    expect(withInlineIcon(html, '/other.svg', svg)).toBe(html);
    expect(withInlineIcon('<head><link rel=icon href=/favicon.svg.bak></head>', '/favicon.svg', svg)).toBe('<head><link rel=icon href=/favicon.svg.bak></head>');
    expect(withInlineIcon('<head></head>', '/favicon.svg', svg)).toBe('<head></head>');
  });

  it('writes the unquoted form too', () => {
    expect(withInlineIcon('<link rel=icon href=/favicon.svg>', '/favicon.svg', svg)).toMatch(/^<link rel=icon href="data:image\/svg\+xml,%3Csvg[^"]*">$/);
  });
});
