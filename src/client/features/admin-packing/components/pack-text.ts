import type { PackingLine } from '#shared/schemas/packing';
import type { useTranslation } from '#client/i18n/use-translation.ts';

type T = ReturnType<typeof useTranslation>['t'];

/** The product's name in the reader's language where the line kept one ({"hi", "mr"}), else as sold. */
export const nameIn = (line: Pick<PackingLine, 'productName' | 'otherNames'>, language: string) =>
  (language === 'hi' || language === 'mr' ? line.otherNames[language] : undefined) ?? line.productName;

/** "250 g", "1 l": the pack one unit sold holds; '' when not known. */
export const packText = (t: T, line: Pick<PackingLine, 'packSize' | 'packUnit'>) =>
  line.packSize === null || line.packUnit === null ? '' : t('pack', { size: line.packSize, unit: t(`units.${line.packUnit}`) });

/** "OKR-2611-07 × 3, OKR-2612-01 × 2": the lots picked and how many of each. */
export const lotsText = (lots: PackingLine['lots']) => lots.map((l) => `${l.lotNumber} × ${l.quantity}`).join(', ');
