import { useState, type FormEvent } from 'react';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { AdminUpdateDeliverySettings, MAX_DELIVERY_DAYS, type AdminDeliverySettings, type CodPincodeRule, type DeliveryArea } from '#shared/schemas/delivery';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { useSaveDeliverySettings } from '#client/features/admin-delivery/api/save-delivery-settings.ts';
import { AreasEditor } from './areas-editor.tsx';
import { CodPincodesEditor } from './cod-pincodes-editor.tsx';

type BandKey = 'sameState' | 'otherStates';
type Bands = Record<BandKey, { minDays: string; maxDays: string }>;

const everyState = (): DeliveryArea[] => INDIAN_STATES_AND_UTS.map((state) => ({ state, district: null, cod: true }));

/**
 * Admin → Delivery (docs/product-rules.md 29): the delivery-time bands, the served
 * areas with their cash on delivery, and the pincodes with a cash rule of their own, saved
 * together. Checked with the shared schema first; the server's messages (an unknown district or
 * pincode) land on their lines the same way.
 */
export function DeliverySettingsForm({ settings }: { settings: AdminDeliverySettings }) {
  const { t } = useTranslation('admin-delivery');
  const stateName = useStateName();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSaveDeliverySettings();
  const text = (b: AdminDeliverySettings['bands'][BandKey]) => ({ minDays: String(b.minDays), maxDays: String(b.maxDays) });
  const [bands, setBands] = useState<Bands>({ sameState: text(settings.bands.sameState), otherStates: text(settings.bands.otherStates) });
  const [areas, setAreas] = useState<DeliveryArea[]>(settings.areas);
  const [codPincodes, setCodPincodes] = useState<CodPincodeRule[]>(settings.codPincodes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Any edit: the messages of the last attempt no longer point at the right lines. */
  const edited = () => {
    setErrors({});
    setNotice(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    edited();
    const days = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
    const body = {
      areas,
      codPincodes,
      bands: {
        sameState: { minDays: days(bands.sameState.minDays), maxDays: days(bands.sameState.maxDays) },
        otherStates: { minDays: days(bands.otherStates.minDays), maxDays: days(bands.otherStates.maxDays) },
      },
    };
    const checked = AdminUpdateDeliverySettings.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return setNotice({ kind: 'error', text: t('fixFields') });
    }
    try {
      await save.mutateAsync(checked.data);
      setNotice({ kind: 'ok', text: t('saved') });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        setErrors(err.fields);
        return setNotice({ kind: 'error', text: t('fixFields') });
      }
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  };

  const dispatch = settings.dispatchState;
  const bandField = (band: BandKey, end: 'minDays' | 'maxDays') => (
    <TextField
      label={t(`bands.${end}`)}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_DELIVERY_DAYS}
      required
      value={bands[band][end]}
      error={fieldError(errors[`bands.${band}.${end}`])}
      onChange={(e) => {
        edited();
        setBands({ ...bands, [band]: { ...bands[band], [end]: e.target.value } });
      }}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <section aria-labelledby="delivery-bands" className={cardStyles}>
        <h2 id="delivery-bands" className="text-lg font-semibold text-stone-900">{t('bands.title')}</h2>
        <p className="mt-1 mb-4 text-sm text-stone-700">{dispatch ? t('bands.description', { state: stateName(dispatch) }) : t('bands.noState')}</p>
        <div className="grid gap-6 md:grid-cols-2">
          {(['sameState', 'otherStates'] as const).map((band) => (
            <fieldset key={band} className="rounded-lg border border-stone-200 p-4">
              <legend className="px-1 font-medium">{band === 'sameState' && dispatch ? t('bands.sameState', { state: stateName(dispatch) }) : t(`bands.${band}Plain`)}</legend>
              <div className="grid grid-cols-2 gap-3">
                {bandField(band, 'minDays')}
                {bandField(band, 'maxDays')}
              </div>
            </fieldset>
          ))}
        </div>
      </section>

      <AreasEditor
        areas={areas}
        errors={errors}
        onChange={(next) => {
          edited();
          setAreas(next);
        }}
        onServeAll={() => {
          edited();
          setAreas(everyState());
        }}
      />

      <CodPincodesEditor
        rules={codPincodes}
        errors={errors}
        onChange={(next) => {
          edited();
          setCodPincodes(next);
        }}
      />

      <div className={cardStyles}>
        <NoticeBanner notice={notice} />
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>{save.isPending ? t('saving') : t('save')}</button>
      </div>
    </form>
  );
}
