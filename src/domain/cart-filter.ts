/**
 * The cart list's "all goods" filter. GET /api/cart/list takes `filters`: a category of the cart to show, or this
 * value for every line. The site asks for it by default and the demo API treats it as "no filter".
 */
export const CART_FILTER_ALL = 99999;
