// The public entry of the site-link feature: links whose target comes from server data.
export { SiteLink, NOT_STARTED } from './site-link';
