import '#client/i18n/on-demand/call-back.ts';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { buttonStyles } from '#client/components/ui/styles.ts';

type Form = ComponentType<{ productId?: string }>;
// The form's code (react-hook-form and zod, some 20 KB) loads only when the farmer reaches for the
// button, as the delivery check's does: most product pages are read without asking for a call.
let loading: Promise<Form> | undefined;
const load = () => (loading ??= import('./call-back-form.tsx').then((m) => m.CallBackForm));

/** A product page's "Call me back" (docs/product-rules.md 51): a button that opens the form in place, for this product. */
export function CallBackOffer({ productId }: { productId: string }) {
  const { t } = useTranslation('call-back');
  const [Form, setForm] = useState<Form>();
  if (Form) return <div className="mt-4 rounded-xl border border-stone-200 bg-white p-4"><Form productId={productId} /></div>;
  const start = () => void load();
  return (
    <div className="mt-4">
      <p className="text-sm text-stone-700">{t('offer')}</p>
      <button type="button" className={`${buttonStyles.secondary} mt-2`} onFocus={start} onPointerEnter={start} onClick={() => void load().then((f) => setForm(() => f))} data-testid="call-me-back">
        {t('button')}
      </button>
    </div>
  );
}
