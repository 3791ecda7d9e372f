// Without zod: the cart page's chunk imports this (zod weighs 25 KB gzipped).

/** What went wrong with a form sent without JavaScript, carried back to /cart as ?problem=. */
export const CART_PROBLEMS = ['out_of_stock', 'stock_limit', 'not_found', 'cart_full', 'invalid'] as const;
export type CartProblem = (typeof CART_PROBLEMS)[number];
