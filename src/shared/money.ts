/**
 * Money is integer paise everywhere (docs/product-rules.md 2-3). These helpers are the only place that
 * converts or formats it, so the storefront, the admin area and the server agree to the paisa.
 */

export const PAISE_PER_RUPEE = 100;

const rupeeFormatters = new Map<number, Intl.NumberFormat>();

function rupeeFormatter(maxDecimals: number): Intl.NumberFormat {
  let f = rupeeFormatters.get(maxDecimals);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      // ₹499.50 rather than ₹499.5, and ₹500 rather than ₹500.00.
      minimumFractionDigits: maxDecimals,
      maximumFractionDigits: maxDecimals,
      trailingZeroDisplay: 'stripIfInteger',
    });
    rupeeFormatters.set(maxDecimals, f);
  }
  return f;
}

/**
 * Formats paise as Indian rupees: 85000000 -> "₹8,50,000", 4205050 -> "₹42,050.50".
 * Whole rupees show no decimals (every seeded price, as docs/product-rules.md 2 asks of the storefront);
 * an amount with paise shows them, because rounding a ₹210.50 price to ₹211 would show a cart
 * whose lines and total do not add up. `maxDecimals: 0` rounds to whole rupees.
 */
export function formatRupees(paise: number, options: { maxDecimals?: 0 | 2 } = {}): string {
  return rupeeFormatter(options.maxDecimals ?? 2).format(paise / PAISE_PER_RUPEE);
}

/**
 * Paise as a rupee amount rounded to the paisa, as a number (4205050 -> 42050.5): how the GST
 * portals' JSON takes amounts (the e-invoice schema, the e-way bill's bulk upload).
 */
export const paiseToRupeeAmount = (paise: number) => Math.round(Number(paise)) / PAISE_PER_RUPEE;

/** Whole rupees (or a rupee amount with up to 2 decimals) to integer paise, exactly. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}
