/** The route walk (./walk.ts) over the catalogue pages (./areas.ts). */
import { walkBuiltRoutes } from './walk';

walkBuiltRoutes('catalogue');
