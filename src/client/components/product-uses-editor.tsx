import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import { EMPTY_USE_FORM, ProductUsesForm, type ProductUse, type ProductUsesInput } from '#shared/schemas/product-uses';
import type { StoreCropListItem } from '#shared/schemas/crops';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useReveal } from '#client/lib/use-reveal.ts';
import { ProductUseRow, type UseRow, type UsesFormValues } from './product-use-row.tsx';
import { useChangeProductUses, useCropChoices, useProductUseList } from './product-uses-api.ts';

/** The rows of a saved list, as the form holds them. */
const toRows = (items: ProductUse[]): UseRow[] =>
  items.map((u) => ({
    crop: u.crop,
    stage: u.stage,
    problem: u.problem ?? '',
    doseAmount: String(u.dose.amount),
    doseUnit: u.dose.unit,
    doseBasis: u.dose.basis,
    source: u.source ?? '',
    status: u.status,
    stageName: u.stageName,
    problemName: u.problemName,
  }));

/**
 * "Crops and doses" (docs/product-rules.md 41): what a saved product is for, a form of its own
 * below the product form. Shared by Manage Products (`side` admin, base /admin/products/:id: saved
 * uses are approved, and a vendor's waiting ones can be approved) and a vendor's listing editor
 * (base /vendor/products/:id: its changes wait for the admin).
 */
export function ProductUsesEditor({ base, side }: { base: string; side: 'admin' | 'vendor' }) {
  const { t } = useTranslation('admin-product-uses');
  const list = useProductUseList(base);
  const crops = useCropChoices();
  return (
    <section aria-labelledby="product-uses-title" className="mt-8 space-y-4 border-t border-stone-200 pt-6" data-testid="product-uses-editor">
      <h2 id="product-uses-title" className="text-xl font-bold text-stone-900">{t('title')}</h2>
      <p className="text-stone-700">{t(`intro.${side}`)}</p>
      {(list.isPending || crops.isPending) && <LoadingState />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {!list.isError && crops.isError && <ErrorState error={crops.error} onRetry={() => void crops.refetch()} />}
      {/* The form reads its rows once, when it mounts. */}
      {list.data && crops.data && <UsesForm base={base} side={side} initial={list.data.items} crops={crops.data.items} />}
    </section>
  );
}

function UsesForm({ base, side, initial, crops }: { base: string; side: 'admin' | 'vendor'; initial: ProductUse[]; crops: StoreCropListItem[] }) {
  const { t } = useTranslation('admin-product-uses');
  const errorMessage = useErrorMessage();
  const { save, approve } = useChangeProductUses(base);
  const form = useForm<UsesFormValues, unknown, ProductUsesInput>({
    resolver: zodResolver(ProductUsesForm) as unknown as Resolver<UsesFormValues, unknown, ProductUsesInput>,
    defaultValues: { uses: toRows(initial) },
  });
  const rows = useFieldArray({ control: form.control, name: 'uses' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failureRef = useReveal<HTMLParagraphElement>(failure);
  const doneRef = useReveal<HTMLParagraphElement>(done);
  const pending = rows.fields.filter((u) => u.status === 'pending').length;

  const saved = (items: ProductUse[], text: string) => {
    form.reset({ uses: toRows(items) });
    setDone(text);
  };

  const submit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      setDone(null);
      try {
        saved((await save.mutateAsync(input)).items, t(`saved.${side}`));
      } catch (err) {
        // The server names a wrong field of a row as uses.<i>.<field>: shown at that row's field.
        let placed = false;
        if (err instanceof ApiError) {
          for (const [field, message] of Object.entries(err.fields)) {
            if (!/^uses\.\d+\.\w+$/.test(field)) continue;
            form.setError(field as Path<UsesFormValues>, { message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        setFailure(placed ? t('fixFields') : errorMessage(err));
      }
    },
    () => {
      setDone(null);
      setFailure(t('fixFields'));
    },
  );

  const approveAll = async () => {
    setFailure(null);
    setDone(null);
    try {
      saved((await approve.mutateAsync()).items, t('approved'));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800">{t('claimHint')}</p>
      {rows.fields.length === 0 && <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('none')}</p>}
      {rows.fields.map((field, index) => (
        <ProductUseRow
          key={field.id}
          index={index}
          crops={crops}
          control={form.control}
          register={form.register}
          setValue={form.setValue}
          errors={errors}
          onRemove={() => rows.remove(index)}
        />
      ))}
      <button type="button" className={buttonStyles.secondary} onClick={() => rows.append({ ...EMPTY_USE_FORM })}>{t('add')}</button>
      {side === 'admin' && pending > 0 && (
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="uses-pending">
          <p className="text-amber-900">{t('pendingNote', { count: pending })}</p>
          {isDirty ? (
            <p className="text-sm text-amber-900">{t('approveWithSave')}</p>
          ) : (
            <button type="button" className={buttonStyles.primary} disabled={approve.isPending} onClick={() => void approveAll()}>{t('approve')}</button>
          )}
        </div>
      )}
      <p id="product-uses-save-hint" className="text-sm text-stone-700">{t(`saveHint.${side}`)}</p>
      {failure && <p ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      <div role="status">{done && <p ref={doneRef} tabIndex={-1} className="rounded-lg bg-brand-50 p-3 text-brand-900">{done}</p>}</div>
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} aria-describedby="product-uses-save-hint" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  );
}
