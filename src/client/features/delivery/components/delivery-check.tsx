import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { intlLocale } from '#client/lib/use-date-format.ts';
import { useDeliveryCheck } from '#client/features/delivery/api/check-delivery.ts';
import '#client/i18n/on-demand/delivery.ts';

/** The last pincode checked on this phone: a farmer checks the same village again and again. */
const LAST_PINCODE_KEY = 'hariyali.pincode';

function remembered(): string {
  try {
    const value = localStorage.getItem(LAST_PINCODE_KEY) ?? '';
    return /^[0-9]{6}$/.test(value) ? value : '';
  } catch {
    return '';
  }
}

function remember(pincode: string): void {
  try {
    localStorage.setItem(LAST_PINCODE_KEY, pincode);
  } catch {
    // A phone that keeps nothing (private mode, storage full) still checks.
  }
}

/**
 * "Check delivery" (docs/product-rules.md 29): a pincode in, the answer out: where it
 * is, the day the goods arrive by (business days, Sundays skipped, counted by the server) and
 * whether cash on delivery is taken there, or that the shop does not deliver there yet. Loaded
 * only when the farmer opens it, with its own texts (namespace `delivery`): the product page and
 * the cart are within a few KB of their first-load budget.
 */
export function DeliveryCheck() {
  const { t, language } = useTranslation('delivery');
  const stateName = useStateName();
  const errorMessage = useErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(remembered);
  const [asked, setAsked] = useState(remembered);
  const [invalid, setInvalid] = useState(false);
  const check = useDeliveryCheck(asked);

  // Opened by a tap on "Check delivery": the field is where the farmer types next.
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (check.data?.known) remember(check.data.pincode);
  }, [check.data]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const pincode = value.trim();
    const ok = /^[0-9]{6}$/.test(pincode);
    setInvalid(!ok);
    if (ok) setAsked(pincode);
  };

  const day = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long' });
  const r = check.data;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4" data-testid="delivery-check">
      <h2 id={`${id}-title`} className="font-semibold">{t('title')}</h2>
      <form noValidate onSubmit={onSubmit} className="mt-2">
        <label htmlFor={id} className={labelStyles}>{t('pincode')}</label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={id}
            className={`${inputStyles} max-w-40`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => setValue(e.target.value.replace(/[^0-9]/g, ''))}
          />
          <button type="submit" className={buttonStyles.secondary} disabled={check.isFetching}>{check.isFetching ? t('checking') : t('check')}</button>
        </div>
        {invalid && <p id={errorId} className="mt-1 text-sm text-red-700">{t('invalid')}</p>}
      </form>
      <div role="status" className="mt-3" data-testid="delivery-answer">
        {check.isError && <p className="text-red-800">{errorMessage(check.error)}</p>}
        {r && !r.known && <p className="text-amber-900">{t('unknown', { pincode: r.pincode })}</p>}
        {r && r.known && !r.deliverable && <p className="text-amber-900">{t('notServed', { pincode: r.pincode })}</p>}
        {r && r.deliverable && r.by && (
          <ul className="space-y-1">
            <li>{t('deliversTo', { place: [r.district, r.state && stateName(r.state)].filter(Boolean).join(', ') })}</li>
            <li className="font-semibold text-brand-800">{t('deliveryBy', { date: day(r.by) })}</li>
            <li>{r.cod ? t('codAvailable') : t('codNotAvailable')}</li>
          </ul>
        )}
      </div>
    </section>
  );
}
