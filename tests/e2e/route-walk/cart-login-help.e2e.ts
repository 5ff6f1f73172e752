/** The route walk (./walk.ts) over the cart, login, registration, help and news pages (./areas.ts). */
import { walkBuiltRoutes } from './walk';

walkBuiltRoutes('cart-login-help');
