import type { SavedAddress } from '#shared/schemas/addresses';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useStateName } from '#client/lib/state-name.ts';
import '#client/i18n/on-demand/addresses.ts';

/**
 * The account's saved addresses as choices, the default first and preselected, and "A new
 * address" (docs/product-rules.md 32): picking one fills checkout's fields, so nothing is typed again.
 */
export function SavedAddressPicker({ addresses, choice, onChoose }: { addresses: SavedAddress[]; choice: string; onChoose: (choice: string) => void }) {
  const { t } = useTranslation('addresses');
  const stateName = useStateName();
  const option = (selected: boolean) => `flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${selected ? 'border-brand-700 bg-brand-50' : 'border-stone-300'}`;
  return (
    <fieldset className="mb-4 space-y-3">
      <legend className="mb-2 font-semibold">{t('checkout.choose')}</legend>
      {addresses.map((a) => (
        <label key={a.id} className={option(choice === a.id)}>
          <input type="radio" name="saved-address" value={a.id} checked={choice === a.id} onChange={() => onChoose(a.id)} className="mt-1 size-5 accent-brand-700" />
          <span>
            <span className="flex flex-wrap items-center gap-2 font-semibold">
              {a.label ?? a.fullName}
              {a.isDefault && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t('default')}</span>}
            </span>
            <span className="block text-sm text-stone-700">
              {a.label ? `${a.fullName}, ` : ''}{a.address}, {a.city}, {stateName(a.state)} {a.pincode}
            </span>
          </span>
        </label>
      ))}
      <label className={option(choice === 'new')}>
        <input type="radio" name="saved-address" value="new" checked={choice === 'new'} onChange={() => onChoose('new')} className="mt-1 size-5 accent-brand-700" />
        <span className="font-semibold">{t('checkout.new')}</span>
      </label>
    </fieldset>
  );
}
