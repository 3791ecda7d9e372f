import type { TFunction } from '#client/i18n/translator.ts';
import type { StoreProduct } from '#shared/schemas/catalog';

/** "1 kg pack", "1 किलो का पैक", "2 pieces" (catalog:pack); null when the seller has not said (docs/product-rules.md 34). */
export const packText = (t: TFunction, p: Pick<StoreProduct, 'packSize' | 'packUnit'>): string | null =>
  p.packSize && p.packUnit ? t(`pack.${p.packUnit}`, { count: p.packSize }) : null;
