/**
 * The UI kit's button style sheet as the build loads it: only the rules whose classes the site's source names.
 * Fomantic's button.min.css styles every colour, size and variant the kit knows (86 KB, 8.6 KB brotli, 40 % of the
 * first load's style sheet); the site's buttons are its own component (src/components/button/button.tsx), whose props
 * name the colours and sizes it draws, and the few class strings written out in the source (`ui mini basic button`).
 * No code of the kit draws a button on the site (its Button is not bundled: src/components/ui-kit/semantic-ui-react.ts).
 * So a rule that names a class no file of src/ names is one no page can match — `.ui.orange.basic.button:hover` —
 * and is left out (PurgeCSS: a selector is kept when every class in it is a word of the content). The first load's
 * style sheet, every page's, falls by about 5.7 KB brotli.
 *
 * The other style sheets of the kit (the modal, dimmer, transition and message the kit's own components draw, with
 * classes made from their props and state at run time) are not touched: their classes are in the kit's code, not the
 * site's. tests/scripts/ui-kit-css.test.ts holds the purged sheet to every button the site's Button can draw.
 */
import path from 'node:path';
import { PurgeCSS } from 'purgecss';

/** The style sheets purged, by the end of their resolved path. */
export const PURGED_KIT_CSS = /fomantic-ui-css[\\/]components[\\/]button\.min\.css$/;

/** Where the classes the site uses are named: its source (class strings and the Button's prop types) and its HTML. */
export const SITE_CONTENT = ['src/**/*.{ts,tsx}', 'index.html'];

/** `css` without the rules whose classes no file of `content` (globs from `root`) names. */
export async function keepRulesInUse(css: string, root: string, content: readonly string[] = SITE_CONTENT): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: content.map((glob) => path.join(root, glob)),
    css: [{ raw: css }],
    // At-rules stay as they are: the spinner's keyframes are named by a property, not a class.
    keyframes: false,
    fontFace: false,
    variables: false,
  });
  if (!result) throw new Error('PurgeCSS returned no style sheet');
  return result.css;
}
