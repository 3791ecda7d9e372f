import { useId, useState, type ReactNode } from 'react';
import type { StoreProductUses, UseForAcres } from '#shared/schemas/product-uses';
import { parseAcres } from '#shared/dose';
import { formatRupees } from '#shared/money';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useSearchParams } from '#client/lib/router.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useProductUses } from '#client/features/catalog/api/get-product-uses.ts';
import '#client/i18n/on-demand/product-uses.ts';

/**
 * A dose or a quantity as the page writes it: "475 g", "1.425 kg". The server counts whole grams and
 * millilitres, so 3 places of a kg or litre write it exactly (2 would round 1.425 kg to 1.43).
 */
function amountText(t: (key: string) => string, amount: number, unit: string): string {
  return `${Number(amount.toFixed(3))} ${t(`units.${unit}`)}`;
}

/**
 * What the product is for, crop by crop, with its dose (docs/product-rules.md 41), and "How much
 * for my land?": a GET form (?acres=), so it works without JavaScript; the server works out the
 * packs and this shows its arithmetic. `addPacks` is the cart's button for that many packs (the
 * route passes it in: features do not import each other). Nothing shows for a product with no use.
 */
export function ProductUsesBlock({ productId, addPacks }: { productId: string; addPacks: (packs: number, label: string) => ReactNode }) {
  const { t } = useTranslation('product-uses');
  const [params, setParams] = useSearchParams();
  const asked = params.get('acres');
  const uses = useProductUses(productId, asked);
  const [typed, setTyped] = useState(asked ?? '');
  const [wrong, setWrong] = useState(false);
  const inputId = useId();
  // A refused ?acres= (typed into the address, or sent without JavaScript) is said at the field.
  const refused = wrong || (asked !== null && uses.isError);
  const data: StoreProductUses | undefined = uses.data;
  if (!data || data.items.length === 0) {
    if (!refused) return null;
  }
  const items = data?.items ?? [];
  const perAcre = items.some((u) => u.dose.basis === 'acre');
  return (
    <section aria-labelledby="product-uses" className="mt-6 rounded-lg border border-stone-300 p-4" data-testid="product-uses">
      <h2 id="product-uses" className="text-lg font-semibold">{t('title')}</h2>
      <ul className="mt-2 space-y-3">
        {items.map((use) => (
          <li key={use.id}>
            <p className="font-medium">{t('for', { crop: use.cropName, stage: use.stageName })}</p>
            {use.problemName && <p className="text-stone-800">{t('against', { problem: use.problemName })}</p>}
            <p className="text-stone-800">{t(`dose.${use.dose.basis}`, { amount: Number(use.dose.amount.toFixed(3)), unit: t(`units.${use.dose.unit}`) })}</p>
            {use.waitingDays !== null && <p className="text-sm font-medium text-amber-900">{t('waiting', { count: use.waitingDays })}</p>}
            {/* The publication as it names itself, cited as printed (docs/decisions/0054). */}
            {use.source && <p className="break-words text-xs text-stone-600">{t('source')} <span lang="en" translate="no">{use.source}</span></p>}
          </li>
        ))}
      </ul>
      {(perAcre || refused) && (
        <form
          method="get"
          className="mt-4 border-t border-stone-200 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            const ok = parseAcres(typed) !== null;
            setWrong(!ok);
            if (ok) setParams({ acres: typed.trim() }, { replace: true });
          }}
        >
          <h3 className="font-semibold">{t('calculator')}</h3>
          <label htmlFor={inputId} className={`${labelStyles} mt-2`}>{t('acres')}</label>
          <div className="flex gap-2">
            <input
              id={inputId}
              name="acres"
              inputMode="decimal"
              autoComplete="off"
              className={`${inputStyles} max-w-32`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={refused || undefined}
              aria-describedby={`${inputId}-hint`}
            />
            <button type="submit" className={buttonStyles.secondary}>{t('workOut')}</button>
          </div>
          <p id={`${inputId}-hint`} className={`mt-1 text-sm ${refused ? 'text-red-800' : 'text-stone-700'}`} role={refused ? 'alert' : undefined}>
            {refused ? t('acresError') : t('acresHint')}
          </p>
        </form>
      )}
      {!refused && asked !== null && data && data.forAcres.length === 0 && perAcre && <p className="mt-3 text-stone-800">{t('noPacks')}</p>}
      {!refused && data?.forAcres.map((result) => <PacksForAcres key={result.useId} result={result} cropName={items.find((u) => u.id === result.useId)?.cropName} several={data.forAcres.length > 1} addPacks={addPacks} />)}
    </section>
  );
}

function PacksForAcres({ result, cropName, several, addPacks }: { result: UseForAcres; cropName: string | undefined; several: boolean; addPacks: (packs: number, label: string) => ReactNode }) {
  const { t } = useTranslation('product-uses');
  const pack = amountText(t, result.pack.size, result.pack.unit);
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3" data-testid="packs-for-acres" role="status">
      {several && cropName && <p className="font-medium">{cropName}</p>}
      <p>{t('sum', { acres: result.acres, dose: amountText(t, result.dosePerAcre.amount, result.dosePerAcre.unit), needed: amountText(t, result.needed.amount, result.needed.unit) })}</p>
      <p className="mt-1 text-lg font-semibold">{t('packs', { count: result.packs, pack, total: formatRupees(result.totalPaise) })}</p>
      <div className="mt-2">{result.tooMany ? <p className="text-amber-900">{t('tooMany')}</p> : addPacks(result.packs, t('addPacks', { count: result.packs }))}</div>
    </div>
  );
}
