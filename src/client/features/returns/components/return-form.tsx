import { useId, useState, type FormEvent } from 'react';
import type { StoreOrder } from '#shared/schemas/orders';
import { RETURN_REASONS, type ReturnReason, type ReturnWindow } from '#shared/schemas/returns';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useLineName } from '#client/lib/line-name.ts';
import { useRequestReturn } from '../api/request-return.ts';
import '#client/i18n/on-demand/returns.ts';

type Line = ReturnWindow['lines'][number] & { name: string; otherNames: StoreOrder['items'][number]['otherNames'] };

/**
 * "Return items": a quantity for each line that can still be returned, for seeds whether the pack
 * was opened (the refund policy refuses opened packs, so "yes" says so at once), the reason, a
 * note, and for cash or bank-transfer orders the account to refund to. The server checks it all
 * again; its field messages land beside their fields.
 */
export function ReturnForm({ order, allowed, onDone, onCancel }: { order: StoreOrder; allowed: ReturnWindow; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('returns');
  const lineName = useLineName();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const formId = useId();
  const request = useRequestReturn(order.id, onDone);
  const lines: Line[] = allowed.lines
    .filter((l) => l.returnable > 0)
    .map((l) => {
      // A kit is returned whole, named by the kit (docs/product-rules.md 48).
      const item = order.items.find((i) => !i.kit && i.productId === l.productId) ?? order.items.find((i) => i.kit?.productId === l.productId)!.kit!;
      return { ...l, name: item.name, otherNames: item.otherNames };
    });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [account, setAccount] = useState({ accountHolderName: '', accountNumber: '', ifscCode: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const chosen = lines.filter((l) => (quantities[l.productId] ?? 0) > 0);
  const setQuantity = (productId: string, value: number, max: number) => setQuantities((q) => ({ ...q, [productId]: Math.max(0, Math.min(max, value)) }));
  // A field's message, whatever index the server gave the line (lines are sent in the order chosen).
  const lineError = (productId: string, field: string) => {
    const i = chosen.findIndex((l) => l.productId === productId);
    return fieldError(errors[`lines.${i}.${field}`]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local: Record<string, string> = {};
    if (chosen.length === 0) local.lines = 'returnLines';
    if (!reason) local.reason = 'returnReason';
    chosen.forEach((l, i) => {
      if (l.seed && opened[l.productId] === undefined) local[`lines.${i}.openedSeedPacket`] = 'seedPackAnswer';
      else if (l.seed && opened[l.productId]) local[`lines.${i}.openedSeedPacket`] = 'openedSeedPack';
    });
    if (reason === 'other' && !note.trim()) local.note = 'required';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await request.mutateAsync({
        lines: chosen.map((l) => ({ productId: l.productId, quantity: quantities[l.productId]!, ...(l.seed ? { openedSeedPacket: opened[l.productId] } : {}) })),
        reason: reason as ReturnReason,
        note: note.trim() || undefined,
        ...(allowed.needsBankAccount ? { bankAccount: account } : {}),
      });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else setFailure(errorMessage(err));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${formId}-title`} className="mt-4 space-y-5 border-t border-stone-200 pt-4">
      <h3 id={`${formId}-title`} className="text-lg font-semibold">{t('form.title')}</h3>
      <p className="text-stone-700">{t('form.intro')}</p>
      <fieldset>
        <legend className="mb-2 font-medium text-stone-900">{t('form.what')}</legend>
        <ul className="space-y-4">
          {lines.map((l) => {
            const quantity = quantities[l.productId] ?? 0;
            const name = lineName(l);
            const seedError = lineError(l.productId, 'openedSeedPacket');
            const quantityError = lineError(l.productId, 'quantity');
            return (
              <li key={l.productId} className="rounded-lg border border-stone-200 p-3">
                <p className="font-medium text-stone-900">{name}</p>
                <p className="text-sm text-stone-600">{t('form.left', { count: l.returnable })}</p>
                <div className="mt-2 flex items-center gap-2" role="group" aria-label={t('form.quantity', { name })}>
                  <button type="button" className={buttonStyles.secondary} aria-label={t('form.decrease', { name })} disabled={quantity === 0} onClick={() => setQuantity(l.productId, quantity - 1, l.returnable)}>−</button>
                  <output className="min-w-8 text-center text-lg font-semibold" aria-live="polite">{quantity}</output>
                  <button type="button" className={buttonStyles.secondary} aria-label={t('form.increase', { name })} disabled={quantity >= l.returnable} onClick={() => setQuantity(l.productId, quantity + 1, l.returnable)}>+</button>
                </div>
                {quantityError && <p className="mt-1 text-sm text-red-700">{quantityError}</p>}
                {l.seed && quantity > 0 && (
                  <fieldset className="mt-3">
                    <legend className="text-sm font-medium text-stone-800">{t('form.seedOpened')}</legend>
                    <div className="flex gap-6">
                      {([false, true] as const).map((value) => (
                        <label key={String(value)} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                          <input type="radio" name={`${formId}-opened-${l.productId}`} className="size-5 accent-brand-700" checked={opened[l.productId] === value} onChange={() => setOpened((o) => ({ ...o, [l.productId]: value }))} />
                          {t(value ? 'form.yes' : 'form.no')}
                        </label>
                      ))}
                    </div>
                    {opened[l.productId] && !seedError && <p className="mt-1 text-sm text-red-700">{fieldError('openedSeedPack')}</p>}
                    {seedError && <p className="mt-1 text-sm text-red-700">{seedError}</p>}
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
        {errors.lines && <p className="mt-1 text-sm text-red-700">{fieldError(errors.lines)}</p>}
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-medium text-stone-900">{t('form.reason')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {RETURN_REASONS.map((r) => (
            <label key={r} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input type="radio" name={`${formId}-reason`} value={r} className="size-5 accent-brand-700" checked={reason === r} onChange={() => setReason(r)} />
              {t(`reason.${r}`)}
            </label>
          ))}
        </div>
        {errors.reason && <p className="mt-1 text-sm text-red-700">{fieldError(errors.reason)}</p>}
      </fieldset>
      <TextAreaField label={t('form.note')} rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} required={reason === 'other'} error={fieldError(errors.note)} />
      {allowed.needsBankAccount && (
        <fieldset className="space-y-3">
          <legend className="font-medium text-stone-900">{t('form.bankTitle')}</legend>
          <p className="text-sm text-stone-700">{t('form.bankIntro')}</p>
          {errors.bankAccount && <p className="text-sm text-red-700">{fieldError(errors.bankAccount)}</p>}
          {(['accountHolderName', 'accountNumber', 'ifscCode'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`form.${field}`)}
              required
              autoComplete="off"
              inputMode={field === 'accountNumber' ? 'numeric' : undefined}
              value={account[field]}
              onChange={(e) => setAccount((a) => ({ ...a, [field]: e.target.value }))}
              error={fieldError(errors[`bankAccount.${field}`])}
            />
          ))}
        </fieldset>
      )}
      {failure && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={request.isPending}>{request.isPending ? t('form.sending') : t('form.submit')}</button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>{t('form.cancel')}</button>
      </div>
    </form>
  );
}
