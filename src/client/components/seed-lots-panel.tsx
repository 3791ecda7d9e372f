import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMPTY_LOT_FORM, SeedLotForm, type SeedLot, type SeedLotFormValues, type SeedLotInput } from '#shared/schemas/seed-lots';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { LotInputs, lotPlaces, usePlaceName, type LotPlace } from './seed-label-fields.tsx';
import { useReveal } from '#client/lib/use-reveal.ts';

type LotField = keyof SeedLotFormValues;
const LOT_FIELDS = Object.keys(EMPTY_LOT_FORM) as LotField[];

/**
 * A seed product's lots (docs/product-rules.md 28): each with its test results, validity
 * and stock, expired ones marked (never sold again), and a form to add a new lot with its own
 * stock. Shared by Manage Products and a vendor's listings; `onAdd` calls the side's endpoint. Without
 * `onAdd` (a staff role without seeds.lots: docs/product-rules.md 49) the lots are only listed.
 * `places`: the shop's stock locations (the admin's only); once it has a godown, each lot's place is
 * listed and a new lot is put at one of them (docs/product-rules.md 59).
 */
export function SeedLotsPanel({ lots, onAdd, places: allPlaces }: { lots: SeedLot[]; onAdd?: (lot: SeedLotInput) => Promise<unknown>; places?: readonly LotPlace[] }) {
  const { t } = useTranslation('admin-products');
  const places = lotPlaces(allPlaces);
  const placeName = usePlaceName();
  // Under the lot's number, short: the principal place is the shop's own, named in the "Kept at" select.
  const placeOf = (id: string | null) => {
    const place = places?.find((p) => p.id === id);
    if (!place) return null;
    return place.id === null ? t('lots.atPrincipal') : t('lots.at', { place: placeName(place) });
  };
  const { day } = useDateFormat();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<SeedLotFormValues, unknown, SeedLotInput>({ resolver: zodResolver(SeedLotForm), defaultValues: EMPTY_LOT_FORM });
  const { errors, isSubmitting } = form.formState;
  const failureRef = useReveal<HTMLParagraphElement>(failure);
  const addedRef = useReveal<HTMLParagraphElement>(added);

  const submit = form.handleSubmit(async (lot) => {
    setFailure(null);
    setAdded(null);
    try {
      await onAdd?.(lot);
      form.reset(EMPTY_LOT_FORM);
      setAdded(t('lots.added', { lot: lot.lotNumber }));
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) {
          if (LOT_FIELDS.includes(field as LotField)) {
            form.setError(field as LotField, { message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      setFailure(placed ? t('form.fixFields') : errorMessage(err));
    }
  });

  const columns = ['lotNumber', 'testedOn', 'germination', 'purity', 'validUntil', 'stock'] as const;
  const label = (key: (typeof columns)[number]) => t(`lots.${key}`);
  return (
    <section aria-labelledby="seed-lots-title" className="mt-8 space-y-4 border-t border-stone-200 pt-6" data-testid="seed-lots">
      <h2 id="seed-lots-title" className="text-xl font-bold text-stone-900">{t('lots.title')}</h2>
      <p className="text-sm text-stone-600">{t('lots.hint')}</p>
      {lots.length === 0 ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('lots.none')}</p>
      ) : (
        <DataTable columns={columns} label={label} caption={t('lots.caption')} className="border border-stone-200">
          {lots.map((lot) => (
            <tr key={lot.id} className={`${tableStyles.row} ${lot.expired ? 'text-stone-500' : ''}`}>
              <td className={tableStyles.td}>
                <span className="font-medium">{lot.lotNumber}</span>
                {lot.expired && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t('lots.expired')}</span>}
                {places && <span className="mt-0.5 block text-xs text-stone-600" data-testid="lot-place">{placeOf(lot.locationId)}</span>}
              </td>
              <td className={tableStyles.td} data-label={label('testedOn')}>{day(lot.testedOn)}</td>
              <td className={tableStyles.td} data-label={label('germination')}>{`${lot.germinationPct}%`}</td>
              <td className={tableStyles.td} data-label={label('purity')}>{`${lot.purityPct}%`}</td>
              <td className={tableStyles.td} data-label={label('validUntil')}>{day(lot.validUntil)}</td>
              <td className={tableStyles.td} data-label={label('stock')}>{lot.stock}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {onAdd && <form noValidate onSubmit={submit} className="space-y-4 rounded-lg border border-stone-200 p-4">
        <h3 className="font-semibold text-stone-900">{t('lots.addTitle')}</h3>
        <LotInputs register={(field) => form.register(field)} error={(field) => fieldError(errors[field]?.message)} places={places} />
        {failure && <p ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
        {added && <p ref={addedRef} tabIndex={-1} role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{added}</p>}
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('form.saving') : t('lots.add')}</button>
      </form>}
    </section>
  );
}
