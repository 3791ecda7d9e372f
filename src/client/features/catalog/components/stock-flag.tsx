import { useTranslation } from '#client/i18n/use-translation.ts';

export function StockFlag({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation('catalog');
  return inStock ? (
    <span className="text-sm font-medium text-brand-800">{t('product.inStock')}</span>
  ) : (
    <span className="text-sm font-medium text-red-700">{t('product.outOfStock')}</span>
  );
}
