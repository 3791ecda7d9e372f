// cart: the server-kept cart of a visitor or a buyer (docs/decisions/0019), its cookie, and
// the lines an order takes out of it. The front door of the module (docs/decisions/0042).
export { CartService } from './cart.service.ts';
export { clearCartCookie, visitorCartId } from './cart-cookie.ts';
export { cartRoutes } from './cart.routes.ts';
