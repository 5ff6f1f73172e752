// site.min.css is left out on purpose: it declares the Lato web fonts (3 MB). src/styles/site.css sets the base with local CJK fonts.
// Only the Fomantic UI components the site uses (the full sheet is 182 KB gzipped, and its icon font is skipped).
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/container.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/message.min.css';
import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/modal.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import './site.css';
import './shell.css';
import './phone.css';
