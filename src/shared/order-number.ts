/**
 * The order number people see (docs/product-rules.md 31): HY- and at least six digits,
 * more once the shop passes 999,999 orders. The same text on the confirmation, My Orders, the
 * order page, the admin and vendor screens and every e-mail; the order's UUID is never shown.
 */
export function formatOrderNumber(number: number): string {
  return `HY-${String(number).padStart(6, '0')}`;
}

/** An order number as typed (HY-000123, hy-123, 000123, 123) as its integer; undefined for other text. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^\s*(?:hy\s*-?\s*)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return undefined;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

