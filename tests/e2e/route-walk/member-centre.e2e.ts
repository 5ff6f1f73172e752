/** The route walk (./walk.ts) over the member-centre pages (./areas.ts). */
import { walkBuiltRoutes } from './walk';

walkBuiltRoutes('member-centre');
