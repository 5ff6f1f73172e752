/**
 * The kit reads the form bodies and query strings it sends with the demo engine's parser (repeated keys become lists,
 * `params[0][id]` becomes nested lists and objects), so the contract's form encoding is parsed by one piece of code.
 * Like the site's encoder (client.ts) and the EAN-13 check (scenario/search.ts), it is bundled into the built kit
 * (build.ts): the installed package carries it, the repository keeps one copy.
 */
export { parseForm } from '../../../mock/demo/core/form';
