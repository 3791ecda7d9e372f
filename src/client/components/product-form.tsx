import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CATEGORY_SLUGS } from '#shared/catalog';
import {
  AdminProductForm,
  PRODUCT_FORM_FIELD_OF,
  toProductFormValues,
  type AdminProductFormValues,
  type AdminProductInput,
} from '#shared/schemas/admin-products';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { SelectField, TextAreaField } from '#client/components/ui/form-fields.tsx';
import { formatRate } from '#shared/gst';
import { useHsnCodes } from '#client/lib/list-hsn-codes.ts';
import { isTranslatedLanguage, LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#shared/languages';
import { EMPTY_LOT_FORM, toSeedLabelFormValues } from '#shared/schemas/seed-lots';
import { SeedLabelFields, type LotPlace } from '#client/components/seed-label-fields.tsx';
import { PhotoUploadField } from '#client/components/photo-upload-field.tsx';
import { PACK_UNITS } from '#shared/pack';
import { ProductLabelFields } from '#client/components/product-label-fields.tsx';
import { ProductShippingFields } from '#client/components/product-shipping-fields.tsx';

type FormField = keyof AdminProductFormValues;
const FORM_FIELDS = Object.keys(toProductFormValues()) as FormField[];
type TranslationField = `translations.${TranslatedLanguage}.${'name' | 'description' | 'features'}`;
type SeedValues = NonNullable<AdminProductFormValues['seedLabel']>;
type SeedField = `seedLabel.${Exclude<keyof SeedValues, 'lot'>}` | `seedLabel.lot.${keyof SeedValues['lot']}`;
type LabelField = `label.${keyof AdminProductFormValues['label']}`;
type ShippingField = `shipping.${keyof NonNullable<AdminProductFormValues['shipping']>}`;
const SHIPPING_FIELDS = new Set<string>(Object.keys(toProductFormValues().shipping ?? {}).map((k) => `shipping.${k}`));
const LABEL_FIELDS = new Set<string>(Object.keys(toProductFormValues().label).map((k) => `label.${k}`));
const SEED_FIELDS = new Set<string>([
  ...Object.keys(toSeedLabelFormValues()).filter((k) => k !== 'lot').map((k) => `seedLabel.${k}`),
  ...Object.keys(EMPTY_LOT_FORM).map((k) => `seedLabel.lot.${k}`),
]);

/**
 * The form field a server message belongs to: "pricePaise" is the price box, "features.3" the
 * features box, "translations.hi.features.2" the Hindi features box.
 */
function formFieldOf(apiField: string): FormField | TranslationField | SeedField | LabelField | ShippingField | undefined {
  const [first, language, field] = apiField.split('.');
  if (first === 'shipping') return SHIPPING_FIELDS.has(apiField) ? (apiField as ShippingField) : undefined;
  // The pack's label: the form's boxes have the API's names, but for the MRP in rupees ("label.mrp").
  if (first === 'label') {
    const box = PRODUCT_FORM_FIELD_OF[apiField] ?? apiField;
    return LABEL_FIELDS.has(box) ? (box as LabelField) : undefined;
  }
  // A seed's label and first lot: the form's boxes have the API's names ("seedLabel.lot.testedOn").
  if (first === 'seedLabel' && SEED_FIELDS.has(apiField)) return apiField as SeedField;
  if (first === 'translations') {
    return isTranslatedLanguage(language) && (field === 'name' || field === 'description' || field === 'features') ? `translations.${language}.${field}` : undefined;
  }
  const top = PRODUCT_FORM_FIELD_OF[apiField] ?? first;
  return FORM_FIELDS.includes(top as FormField) ? (top as FormField) : undefined;
}


export interface ProductFormProps {
  /** The product being edited; none for a new one (category Seeds). */
  initial?: Omit<AdminProductInput, 'shipping'> & Partial<Pick<AdminProductInput, 'shipping'>>;
  /** Saves the product; a rejection with field messages puts them on the fields. */
  onSubmit: (values: AdminProductInput) => Promise<unknown>;
  submitLabel: string;
  onCancel?: () => void;
  /** More controls after the product's fields (a vendor's "Publish in the shop"). */
  children?: ReactNode;
  /** The seed product has lots already (the Lots panel adds more); without, the form asks for the first. */
  hasLots?: boolean;
  /** Shown to a staff role that reads the catalogue but may not change it (docs/product-rules.md 49): every field disabled, no Save. */
  readOnly?: boolean;
  /** Asks for the shipping weight and box (docs/product-rules.md 61): the shop's own products, which it packs. */
  withShipping?: boolean;
  /** The shop's stock locations (Manage Products only): a first lot is put at one once it has a godown (docs/product-rules.md 59). */
  lotPlaces?: readonly LotPlace[];
}

/**
 * A product's fields, checked in the browser with the schema the server checks with. Used by
 * Manage Products and by a vendor's own listings (texts: namespace `admin-products`).
 */
export function ProductForm({ initial, onSubmit, submitLabel, onCancel, children, hasLots = false, readOnly = false, withShipping = false, lotPlaces: places }: ProductFormProps) {
  const { t } = useTranslation('admin-products');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  // The stock the form opened with; a later refetch of `initial` must not change what it claims.
  const [stockBefore] = useState(initial?.stock);
  const form = useForm<AdminProductFormValues, unknown, AdminProductInput>({
    resolver: zodResolver(AdminProductForm),
    defaultValues: toProductFormValues(initial),
  });
  const { errors, isSubmitting } = form.formState;
  const hsnCodes = useHsnCodes();
  // The select shows the product's code only once its option exists: put the value back then.
  useEffect(() => {
    if (hsnCodes.data) {
      form.setValue('hsnCode', form.getValues('hsnCode'));
      form.setValue('gstClassId', form.getValues('gstClassId'));
    }
  }, [hsnCodes.data, form]);
  // The chosen code's classes of goods with their own rate (docs/decisions/0035-uqc-and-gst-classes);
  // a class of another code is dropped when the code changes.
  const chosenCode = hsnCodes.data?.items.find((h) => h.code === form.watch('hsnCode'));
  const classes = chosenCode?.classes ?? [];
  const chosenClass = form.watch('gstClassId');
  useEffect(() => {
    if (hsnCodes.data && chosenClass && !classes.some((c) => c.id === chosenClass)) form.setValue('gstClassId', '');
  }, [hsnCodes.data, chosenClass, classes, form]);
  const error = (field: FormField) => fieldError(errors[field]?.message);
  // A seed's stock is its valid lots' (docs/product-rules.md 28): the box shows it and the first lot's stock fills it.
  const isSeed = form.watch('category') === 'seeds';
  const firstLotStock = form.watch('seedLabel.lot.stock');
  useEffect(() => {
    if (isSeed) form.setValue('stock', hasLots ? String(initial?.stock ?? 0) : (firstLotStock ?? '').trim() || '0');
  }, [isSeed, hasLots, firstLotStock, initial?.stock, form]);
  const translationError = (language: TranslatedLanguage, field: 'name' | 'description' | 'features') => fieldError(errors.translations?.[language]?.[field]?.message);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // An edit says which stock it started from, so sales made meanwhile are not undone.
      await onSubmit(stockBefore === undefined ? values : { ...values, stockBefore });
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const [apiField, message] of Object.entries(err.fields)) {
          const field = formFieldOf(apiField);
          if (field) {
            form.setError(field, { message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      setFailure(placed ? t('form.fixFields') : errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset disabled={readOnly} className="min-w-0 space-y-5">
        <TextField label={t('form.name')} required maxLength={200} autoComplete="off" error={error('name')} {...form.register('name')} />
        <TextAreaField label={t('form.description')} required rows={4} maxLength={2000} error={error('description')} {...form.register('description')} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={t('form.price')}
            required
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            hint={t('form.priceHint')}
            error={error('price')}
            {...form.register('price')}
          />
          <SelectField label={t('form.category')} required error={error('category')} {...form.register('category')}>
            {CATEGORY_SLUGS.map((slug) => (
              <option key={slug} value={slug}>{t(`categories.${slug}`)}</option>
            ))}
          </SelectField>
          <TextField
            label={t('form.stock')}
            required
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            readOnly={isSeed}
            hint={isSeed ? t('form.seed.stockFromLots') : undefined}
            error={error('stock')}
            {...form.register('stock')}
          />
        </div>
        {/* What one unit sold holds (docs/product-rules.md 34): a whole number of a unit, so 1.5 kg is 1500 g; a seed's is its label's net quantity. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('form.packSize')}
            required={!isSeed}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            hint={t(isSeed ? 'form.packSeedHint' : 'form.packSizeHint')}
            error={error('packSize')}
            {...form.register('packSize')}
          />
          <SelectField label={t('form.packUnit')} required={!isSeed} error={error('packUnit')} {...form.register('packUnit')}>
            <option value="">{t('form.packUnitChoose')}</option>
            {PACK_UNITS.map((unit) => (
              <option key={unit} value={unit}>{t(`form.packUnits.${unit}`)}</option>
            ))}
          </SelectField>
        </div>
        <SelectField label={t('form.hsnCode')} required hint={t('form.hsnHint')} error={error('hsnCode') ?? (hsnCodes.isError ? errorMessage(hsnCodes.error) : undefined)} {...form.register('hsnCode')}>
          <option value="">{hsnCodes.isPending ? t('form.hsnLoading') : t('form.hsnChoose')}</option>
          {hsnCodes.data?.items.map((h) => (
            <option key={h.code} value={h.code}>{t('form.hsnOption', { code: h.code, description: h.description, rate: formatRate(h.rateBp) })}</option>
          ))}
        </SelectField>
        {chosenCode && classes.length > 0 && (
          <SelectField label={t('form.gstClass')} hint={t('form.gstClassHint')} error={error('gstClassId')} {...form.register('gstClassId')}>
            <option value="">{t('form.gstClassNone', { rate: formatRate(chosenCode.rateBp) })}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>{t('form.gstClassOption', { description: c.description, rate: formatRate(c.rateBp ?? chosenCode.rateBp) })}</option>
            ))}
          </SelectField>
        )}
        {/* An uploaded photo fills the image address below, which also takes an https address (docs/decisions/0028). */}
        <PhotoUploadField
          value={form.watch('imageUrl') ?? ''}
          onChange={(imageUrl) => form.setValue('imageUrl', imageUrl, { shouldDirty: true, shouldValidate: true })}
        />
        <TextField
          label={t('form.imageUrl')}
          type="text"
          inputMode="url"
          autoComplete="off"
          maxLength={500}
          hint={t('form.imageUrlHint')}
          error={error('imageUrl')}
          {...form.register('imageUrl')}
        />
        <TextAreaField label={t('form.features')} rows={5} hint={t('form.featuresHint')} error={error('features')} {...form.register('features')} />
        {isSeed && <SeedLabelFields form={form} withFirstLot={!hasLots} places={places} />}
        <ProductLabelFields form={form} />
        {withShipping && <ProductShippingFields form={form} />}
        {TRANSLATED_LANGUAGES.map((language) => (
          // Each language's texts, for farmers who read it (docs/product-rules.md 26); blank boxes show the English.
          <fieldset key={language} className="space-y-4 rounded-lg border border-stone-200 p-4">
            <legend className="px-1 font-semibold text-stone-900">{t('form.inLanguage', { language: LANGUAGE_NAMES[language] })}</legend>
            <p className="text-sm text-stone-600">{t('form.translationHint')}</p>
            <TextField lang={language} label={t('form.name')} maxLength={200} autoComplete="off" error={translationError(language, 'name')} {...form.register(`translations.${language}.name`)} />
            <TextAreaField lang={language} label={t('form.description')} rows={3} maxLength={2000} error={translationError(language, 'description')} {...form.register(`translations.${language}.description`)} />
            <TextAreaField lang={language} label={t('form.features')} rows={4} hint={t('form.featuresHint')} error={translationError(language, 'features')} {...form.register(`translations.${language}.features`)} />
          </fieldset>
        ))}
        {children}
      </fieldset>
      {failure && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      {!readOnly && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : submitLabel}
          </button>
          {onCancel && (
            <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
              {t('form.cancel')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
