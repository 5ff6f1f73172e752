/**
 * The kit reads the form bodies and query strings it sends with the demo engine's parser (repeated keys become lists,
 * `params[0][id]` becomes nested lists and objects), so the contract's form encoding is parsed by one piece of code.
 */
export { parseForm } from '@mock/demo/core/form';
