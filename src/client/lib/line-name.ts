import type { StoreOrderLine } from '#shared/schemas/orders';
import type { z } from 'zod';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { isTranslatedLanguage } from '#shared/languages';

type Line = Pick<z.infer<typeof StoreOrderLine>, 'name' | 'otherNames'>;

/** An order line's product name in the page's language, as sold; English where it had none (docs/product-rules.md 26). */
export function useLineName(): (line: Line) => string {
  const { language } = useTranslation();
  return (line) => (isTranslatedLanguage(language) ? line.otherNames[language] : undefined) ?? line.name;
}
