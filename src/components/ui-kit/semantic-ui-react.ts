/**
 * semantic-ui-react as the build bundles it: farm.config.ts resolves the bare name `semantic-ui-react` to this
 * module, and each component the site uses comes from the package's own module for it. Farm 1.7 kept every export of
 * the package's index (though the package declares no side effects), so importing one component by name from the package
 * put every component of the kit into the UI-kit file: 270 KB (79 KB gzipped) for the four then used, 152 KB (47 KB)
 * this way. Type checking and the unit tests read the package itself, whose components these are
 * (tests/components/ui-kit-modules.test.ts holds both to that).
 *
 * The site's buttons are its own (src/components/button/button.tsx): the kit's Button brought ~19 KB brotli into the
 * first load of every page with a button. A component the site starts to use is added here. The build would not
 * notice one missing (the import would be undefined at run time); that unit test fails on it.
 */
export { default as Checkbox } from 'semantic-ui-react/dist/es/modules/Checkbox/Checkbox.js';
export { default as Message } from 'semantic-ui-react/dist/es/collections/Message/Message.js';
export { default as Modal } from 'semantic-ui-react/dist/es/modules/Modal/Modal.js';
