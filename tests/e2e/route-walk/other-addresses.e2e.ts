/** The route walk (./walk.ts) over every other address of the route table: aliases, redirects, routes without a page. */
import { walkOtherAddresses } from './walk';

walkOtherAddresses();
