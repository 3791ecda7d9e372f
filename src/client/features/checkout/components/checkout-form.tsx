import { zodResolver } from '@hookform/resolvers/zod';
import { use, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { useQueryClient } from '#client/lib/query.ts';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '#shared/india';
import { formatRupees } from '#shared/money';
import type { SessionUser } from '#shared/schemas/auth';
import { StoreCreateOrder, type StoreCreateOrderInput, type StoreOrder } from '#shared/schemas/orders';
import { gstinField } from '#shared/schemas/gst';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { ApiError, hasErrorCode } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { isCouponRefusal, keepCouponCode, readCouponCode, useCouponCheck } from '#client/lib/coupons.ts';
import { CouponField } from '#client/components/coupon-field.tsx';
import type { AppliedCoupon } from '#shared/schemas/coupons';
import { paymentMethodsKey, usePaymentMethods } from '#client/features/checkout/api/get-payment-methods.ts';
import { usePlaceOrder } from '#client/features/checkout/api/place-order.ts';
import { usePincodePlace } from '#client/features/checkout/api/lookup-pincode.ts';
import { pickupPointsKey, usePickupPoints } from '#client/features/checkout/api/get-pickup-points.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { MAX_ADDRESSES, type SavedAddress } from '#shared/schemas/addresses';
import { useAccountProfile, useAddressActions, useSavedAddresses } from '#client/lib/saved-addresses.ts';
import { forgetDraft, keepDraft, readDraft } from './checkout-draft.ts';
import { OrderGlance } from './order-glance.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';
import { BusinessBuyerFields, businessBuyerTexts } from './business-buyer-fields.tsx';
import { PickupChoice } from './pickup-choice.tsx';
import '#client/i18n/on-demand/addresses.ts';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';

// The texts of saved addresses and the phone's order glance (docs/product-rules.md 32) come with this form, which
// loads after the page's first paint; the form waits for them (use), so no key ever shows.
const addressTexts = loadNamespaces('addresses');
// A village pickup point's choice and refusal (docs/product-rules.md 56), likewise.
const pickupTexts = loadNamespaces('pickup', 'pickup-errors');

/** A saved address as checkout's shipping fields (the e-mail is the account's, kept as typed). */
const fieldsOf = (a: SavedAddress) => ({ fullName: a.fullName, phone: a.phone, address: a.address, city: a.city, state: a.state, pincode: a.pincode });
/** Whether the buyer typed any of an address (its name and phone come filled in from his account). */
const typedAddress = (shipping: { address?: string; city?: string; pincode?: string } | undefined) => !!(shipping?.address?.trim() || shipping?.city?.trim() || shipping?.pincode?.trim());

type FormValues = StoreCreateOrderInput;
/** What is ordered: product ids and quantities (the cart's lines; the page passes them in). */
export type OrderLines = StoreCreateOrder['items'];

/** One key per checkout attempt: a retried submit of the same order cannot make a second one. */
function useAttemptKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const json = JSON.stringify(body);
    if (last.current?.body !== json) last.current = { body: json, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/** Where the order goes, as far as the tax is concerned: the page quotes the GST split from it. */
export interface Destination {
  state: string;
  pincode: string;
  /** A business buyer's GSTIN once it is whole and checks: its state is the place of supply (docs/product-rules.md 44). */
  buyerGstin?: string;
}

/**
 * The coupon as the page needs it for its quote and summary: the code being applied, and before the
 * address is complete what the cart's check says it takes off (docs/product-rules.md 43).
 */
export interface CheckoutCoupon {
  code: string | null;
  applied: AppliedCoupon | null;
}

/** What the page's quote says of the code, once it has the address. */
export interface QuotedCoupon {
  ready: boolean;
  applied: AppliedCoupon | null;
  refusal: unknown;
  checking: boolean;
}

/** States (or union territories) with their names in the page's language, in its alphabetical order. */
function byName(values: readonly string[], name: (value: string) => string, language: string): Array<[string, string]> {
  const collator = new Intl.Collator(language);
  return values.map((v): [string, string] => [v, name(v)]).sort((a, b) => collator.compare(a[1], b[1]));
}

export function CheckoutForm({
  user,
  lines,
  totalPaise,
  onPlaced,
  onDestinationChange,
  coupon: quoted,
  onCouponChange,
}: {
  user: SessionUser;
  lines: OrderLines;
  /** The order's total as the page knows it (the server's quote once it has one): cash on delivery has a largest order. */
  totalPaise: number;
  /** Runs once the server has the order; the button stays busy until it is done (opening the payment gateway). */
  onPlaced: (order: StoreOrder) => void | Promise<void>;
  onDestinationChange?: (destination: Destination) => void;
  coupon?: QuotedCoupon;
  onCouponChange?: (coupon: CheckoutCoupon) => void;
}) {
  use(addressTexts);
  use(businessBuyerTexts);
  use(pickupTexts);
  const { t, language } = useTranslation('checkout');
  const names = useTranslation('orders').t;
  const refusals = useTranslation('errors').t;
  const common = useTranslation().t;
  const savedTexts = useTranslation('addresses').t;
  const stateName = useStateName();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyFor = useAttemptKey();
  const [failure, setFailure] = useState<'auth' | 'stock' | 'other' | null>(null);
  const [stockMessage, setStockMessage] = useState('');
  const form = useForm<FormValues, unknown, StoreCreateOrder>({
    resolver: zodResolver(StoreCreateOrder) as unknown as Resolver<FormValues, unknown, StoreCreateOrder>,
    defaultValues: {
      items: lines,
      shipping: { fullName: user.name, email: user.email ?? '', phone: '', address: '', city: '', state: '' as never, pincode: '' },
      paymentMethod: 'cod',
    },
  });
  const method = useWatch({ control: form.control, name: 'paymentMethod' });

  // Saved addresses and the account's phone (docs/product-rules.md 32). What this tab kept (a reload) comes
  // first; otherwise the default address is chosen, or a new one with the account's phone.
  const saved = useSavedAddresses();
  const profile = useAccountProfile();
  const { create: saveAddress } = useAddressActions();
  const [choice, setChoice] = useState<string | null>(null);
  // Ticked from the start: the next order then needs no typing (docs/product-rules.md 32); the buyer may untick it.
  const [saveNew, setSaveNew] = useState(true);
  const addresses = saved.data?.addresses ?? [];
  // Whether this tab's kept draft was restored: its choice stands over the default address.
  const restored = useRef(false);
  useEffect(() => {
    const draft = readDraft(user.id);
    if (!draft) return;
    restored.current = true;
    form.reset({ ...form.getValues(), shipping: draft.shipping, buyerGstin: draft.buyerGstin, buyerLegalName: draft.buyerLegalName, buyerAddress: draft.buyerAddress, buyerCity: draft.buyerCity, buyerPincode: draft.buyerPincode, paymentMethod: draft.paymentMethod ?? 'cod', pickupPointId: draft.pickupPointId });
    setChoice(draft.choice);
    setSaveNew(draft.saveNew);
  }, [user.id, form]);
  useEffect(() => {
    // A kept draft brings its own choice (the effect above).
    if (choice !== null || !saved.data || restored.current) return;
    // On a slow network the buyer may have typed an address before his saved ones came: that is
    // his choice, not the default, and what he typed stays.
    if (typedAddress(form.getValues('shipping'))) return setChoice('new');
    const preferred = saved.data.addresses.find((a) => a.isDefault);
    if (preferred) form.reset({ ...form.getValues(), shipping: { ...form.getValues('shipping'), ...fieldsOf(preferred) } });
    setChoice(preferred?.id ?? 'new');
  }, [saved.data, choice, form, user.id]);
  useEffect(() => {
    // An account made with a mobile number has typed no phone: its verified mobile is the one to call.
    const phone = profile.data?.phone ?? profile.data?.mobile;
    if (phone && !form.getValues('shipping.phone')) form.setValue('shipping.phone', phone);
  }, [profile.data, form]);
  // Every change is kept for a reload: once the choice is made, or once an address is typed while
  // the saved ones are still on their way (a new address, then); not the empty form before either.
  useEffect(() => {
    const keep = () => {
      const v = form.getValues();
      const kept = choice ?? (typedAddress(v.shipping) ? 'new' : null);
      if (kept === null) return;
      keepDraft(user.id, { shipping: v.shipping, buyerGstin: v.buyerGstin, buyerLegalName: v.buyerLegalName, buyerAddress: v.buyerAddress, buyerCity: v.buyerCity, buyerPincode: v.buyerPincode, paymentMethod: v.paymentMethod, pickupPointId: v.pickupPointId, choice: kept, saveNew });
    };
    keep();
    const { unsubscribe } = form.watch(keep);
    return unsubscribe;
  }, [form, user.id, choice, saveNew]);
  const choose = (next: string) => {
    setChoice(next);
    const picked = addresses.find((a) => a.id === next);
    const shipping = form.getValues('shipping');
    // A new address starts empty but for the buyer's name and phone.
    form.reset({ ...form.getValues(), shipping: picked ? { ...shipping, ...fieldsOf(picked) } : { ...shipping, address: '', city: '', state: '' as never, pincode: '' } });
  };
  // Collected at a field agent's village point (docs/product-rules.md 56): the order ships to the
  // point's address (the server's own), so the quote and the delivery check are the point's too.
  const pickupPoints = usePickupPoints();
  const points = pickupPoints.data?.points ?? [];
  const pickupPointId = useWatch({ control: form.control, name: 'pickupPointId' });
  const pickup = points.find((p) => p.id === pickupPointId);
  const [pickupRefusal, setPickupRefusal] = useState<string | undefined>();
  const choosePickup = (pointId: string | null) => {
    setPickupRefusal(undefined);
    const point = points.find((p) => p.id === pointId);
    if (!point) {
      form.setValue('pickupPointId', undefined);
      return choose(choice ?? 'new');
    }
    form.setValue('pickupPointId', point.id);
    form.reset({ ...form.getValues(), pickupPointId: point.id, shipping: { ...form.getValues('shipping'), address: `${point.name}, ${point.address}`, city: point.city, state: point.state, pincode: point.pincode } });
  };
  // A point kept in this tab's draft that is no longer offered: back to his own address.
  useEffect(() => {
    if (pickupPoints.data && pickupPointId && !pickup) choosePickup(null);
  });
  const newAddress = !pickup && (choice === null || choice === 'new' || !addresses.some((a) => a.id === choice));
  const [state, pincode, typedGstin] = useWatch({ control: form.control, name: ['shipping.state', 'shipping.pincode', 'buyerGstin'] });
  const checkedGstin = gstinField.safeParse(typedGstin ?? '');
  const buyerGstin = checkedGstin.success ? checkedGstin.data : undefined;
  useEffect(() => {
    onDestinationChange?.({ state: state ?? '', pincode: (pincode ?? '').trim(), buyerGstin });
  }, [state, pincode, buyerGstin, onDestinationChange]);
  // The pincode decides the state (India Post's directory, which the server checks the order
  // against): filled in from it, and chosen by hand only among its states (two on a few borders),
  // or from every state when the directory does not know the pincode.
  const pincodePlace = usePincodePlace((pincode ?? '').trim()).data;
  const pincodeStates = pincodePlace && pincodePlace !== 'unknown' && pincodePlace.states.length > 0 ? pincodePlace.states : undefined;
  useEffect(() => {
    const only = pincodeStates?.length === 1 ? pincodeStates[0] : undefined;
    if (only && form.getValues('shipping.state') !== only) form.setValue('shipping.state', only, { shouldValidate: form.formState.isSubmitted });
  }, [pincodeStates?.join(), form]);
  const offered = usePaymentMethods();
  // Cash on delivery only up to its largest order (docs/product-rules.md 20): above it, shown but not offered.
  const codTooLarge = offered.data !== undefined && totalPaise > offered.data.codMaxPaise;
  const methods = offered.data?.methods.filter((m) => m !== 'cod' || !codTooLarge);
  // Only the methods the shop takes now; the first of them is chosen (cod whenever it is offered).
  useEffect(() => {
    const first = methods?.[0];
    if (first && !methods.includes(form.getValues('paymentMethod') ?? 'cod')) form.setValue('paymentMethod', first);
  }, [methods?.join(), form]);
  const { errors, isSubmitting } = form.formState;
  const place = usePlaceOrder();

  // The coupon's code (docs/product-rules.md 43), the cart's if it applied one (kept for this tab and account). Until the
  // address is complete the cart's check judges it; then the page's quote does, with the tax on the discounted prices.
  const [couponCode, setCouponCode] = useState(() => readCouponCode(user.id));
  const [placeRefusal, setPlaceRefusal] = useState<unknown>(null);
  const quoteReady = quoted?.ready ?? false;
  const check = useCouponCheck(lines, quoteReady ? null : couponCode);
  const couponRefusal = couponCode === null ? null : (placeRefusal ?? (quoteReady ? quoted?.refusal : check.error));
  const checkApplied = couponCode !== null && !check.isError && check.data?.code === couponCode ? check.data : null;
  const applied = couponCode === null || couponRefusal ? null : quoteReady ? (quoted?.applied ?? null) : checkApplied;
  useEffect(() => onCouponChange?.({ code: couponCode, applied: quoteReady ? null : checkApplied }), [couponCode, quoteReady, checkApplied, onCouponChange]);
  const changeCoupon = (code: string | null) => {
    setCouponCode(code);
    setPlaceRefusal(null);
    keepCouponCode(user.id, code);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The server prices everything itself; only ids and quantities leave the browser.
    // The code only once the server has accepted it; it judges it again with the order.
    const body: StoreCreateOrder = { ...values, items: lines, couponCode: applied?.code };
    try {
      const order = await place.mutateAsync({ body, key: keyFor(body) });
      forgetDraft(user.id);
      keepCouponCode(user.id, null);
      // Saved once the order is placed (so an order that fails saves nothing); a refusal here
      // (the limit reached in another tab) leaves the order as it is.
      if (newAddress && !values.pickupPointId && saveNew && addresses.length < MAX_ADDRESSES) {
        const { email: _email, ...address } = values.shipping;
        await saveAddress.mutateAsync({ ...address, label: undefined }).catch(() => undefined);
      }
      await onPlaced(order);
    } catch (err) {
      if (hasErrorCode(err, 'unauthenticated')) return setFailure('auth');
      // Refused for the code (its last use went meanwhile, say): the field says why, and the summary is asked again.
      if (isCouponRefusal(err)) {
        setPlaceRefusal(err);
        void queryClient.invalidateQueries({ queryKey: ['checkout', 'quote'] });
        void queryClient.invalidateQueries({ queryKey: ['coupons', 'check'] });
        return document.getElementById('checkout-coupon')?.focus();
      }
      // The point was switched off meanwhile: said at the choice, which offers what is left.
      if (hasErrorCode(err, 'pickup_point_unavailable')) {
        setPickupRefusal(errorMessage(err));
        void queryClient.invalidateQueries({ queryKey: pickupPointsKey });
        return;
      }
      if (hasErrorCode(err, 'insufficient_stock')) {
        setStockMessage(errorMessage(err));
        return setFailure('stock');
      }
      // A method switched off since the page loaded: show what is offered now.
      if (err instanceof ApiError && err.fields.paymentMethod) void queryClient.invalidateQueries({ queryKey: paymentMethodsKey });
      if (!applyServerFieldErrors(form, err, ['shipping.fullName', 'shipping.email', 'shipping.phone', 'shipping.address', 'shipping.city', 'shipping.state', 'shipping.pincode', 'buyerGstin', 'buyerLegalName', 'buyerAddress', 'buyerCity', 'buyerPincode', 'paymentMethod'])) setFailure('other');
    }
  });

  const sectionClass = 'rounded-2xl border border-stone-200 bg-white p-6 shadow-sm';
  const s = errors.shipping;
  // A saved address's fields stay hidden unless the server refuses one of them (an unserved pincode).
  const showFields = !pickup && (newAddress || Boolean(s?.address || s?.city || s?.state || s?.pincode));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">{t('sections.personal')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField className="sm:col-span-2" label={t('fields.fullName')} autoComplete="name" required error={fieldError(errors.shipping?.fullName?.message)} {...form.register('shipping.fullName')} />
          {/* An account made with a mobile number may have no e-mail: the order's is optional then (docs/product-rules.md 36). */}
          <TextField label={user.email === null ? t('fields.emailOptional') : t('fields.email')} type="email" autoComplete="email" required={user.email !== null} error={fieldError(errors.shipping?.email?.message)} {...form.register('shipping.email')} />
          <TextField label={t('fields.phone')} type="tel" autoComplete="tel" required error={fieldError(errors.shipping?.phone?.message)} {...form.register('shipping.phone')} />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className="px-1 text-lg font-semibold">{t('sections.shipping')}</legend>
        {(points.length > 0 || pickupRefusal) && <PickupChoice points={points} chosen={pickup?.id ?? null} onChoose={choosePickup} error={pickupRefusal} />}
        {!pickup && addresses.length > 0 && choice !== null && <SavedAddressPicker addresses={addresses} choice={newAddress ? 'new' : choice} onChoose={choose} />}
        <div className="grid gap-4 sm:grid-cols-2">
          {showFields && (
            <>
              <TextField className="sm:col-span-2" label={t('fields.address')} autoComplete="street-address" required error={fieldError(errors.shipping?.address?.message)} {...form.register('shipping.address')} />
              <TextField label={t('fields.city')} autoComplete="address-level2" required error={fieldError(errors.shipping?.city?.message)} {...form.register('shipping.city')} />
              <TextField label={t('fields.pincode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} required error={fieldError(errors.shipping?.pincode?.message)} {...form.register('shipping.pincode')} />
              <div>
                <label htmlFor="checkout-state" className={labelStyles}>{t('fields.state')} <span aria-hidden="true" className="text-red-700">*</span></label>
                <select id="checkout-state" className={inputStyles} aria-required="true" aria-invalid={errors.shipping?.state ? true : undefined} aria-describedby={[pincodeStates ? 'checkout-state-hint' : '', errors.shipping?.state ? 'checkout-state-error' : ''].join(' ').trim() || undefined} {...form.register('shipping.state')}>
                  {!pincodeStates && <option value="">{t('fields.chooseState')}</option>}
                  {pincodeStates
                    ? pincodeStates.map((s) => <option key={s} value={s}>{stateName(s)}</option>)
                    : [INDIAN_STATES, INDIAN_UNION_TERRITORIES].flatMap((group) => byName(group, stateName, language)).map(([s, name]) => <option key={s} value={s}>{name}</option>)}
                </select>
                {pincodeStates && <p id="checkout-state-hint" className="mt-1 text-sm text-stone-600">{t(pincodeStates.length === 1 ? 'fields.stateFromPincode' : 'fields.stateFromPincodeTwo')}</p>}
                {errors.shipping?.state && <p id="checkout-state-error" className="mt-1 text-sm text-red-700">{fieldError(errors.shipping.state.message)}</p>}
              </div>
              {newAddress && saved.data && addresses.length < MAX_ADDRESSES && (
                <CheckboxField className="sm:col-span-2" label={savedTexts('checkout.save')} hint={savedTexts('checkout.saveHint')} checked={saveNew} onChange={setSaveNew} />
              )}
            </>
          )}
          <BusinessBuyerFields form={form} />
        </div>
      </fieldset>

      <fieldset className={sectionClass} aria-describedby={errors.paymentMethod ? 'checkout-payment-error' : undefined}>
        <legend className="px-1 text-lg font-semibold">{t('sections.payment')}</legend>
        {offered.isPending && <LoadingState label={t('payment.loading')} className="py-6" />}
        {offered.isError && <ErrorState error={offered.error} onRetry={() => void offered.refetch()} />}
        {methods?.length === 0 && <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('payment.none')}</p>}
        <div className="space-y-3">
          {offered.data?.methods.map((m) => {
            const off = m === 'cod' && codTooLarge;
            return (
              <label key={m} className={`flex items-start gap-3 rounded-xl border p-4 ${off ? 'border-stone-200 bg-stone-50' : method === m ? 'cursor-pointer border-brand-700 bg-brand-50' : 'cursor-pointer border-stone-300'}`}>
                <input type="radio" value={m} disabled={off} className="mt-1 size-5 accent-brand-700" {...form.register('paymentMethod')} />
                <span>
                  <span className={`block font-semibold ${off ? 'text-stone-600' : ''}`}>{m === 'online' ? t('payment.online') : names(`payment.method.${m}`)}</span>
                  <span className="text-sm text-stone-700">{off ? refusals('cod_limit', { limit: formatRupees(offered.data.codMaxPaise) }) : t(`payment.${m}Text`)}</span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.paymentMethod && <p id="checkout-payment-error" role="alert" className="mt-2 text-sm text-red-700">{fieldError(errors.paymentMethod.message)}</p>}
        {method === 'cod' && !codTooLarge && offered.data?.codInstructions && (
          <div className="mt-4 rounded-lg bg-stone-50 p-4" data-testid="cod-instructions">
            <p className="text-sm font-semibold">{t('payment.codInstructions')}</p>
            <p className="mt-1 whitespace-pre-line text-stone-800">{offered.data.codInstructions}</p>
          </div>
        )}
        {method === 'bank_transfer' && <p className="mt-4 rounded-lg bg-stone-50 p-4 text-stone-800">{t('payment.bankTransferNote')}</p>}
      </fieldset>

      <section className={sectionClass}>
        <CouponField inputId="checkout-coupon" code={couponCode} applied={applied} refusal={couponRefusal} checking={(quoteReady ? quoted?.checking : check.isFetching) ?? false} onChange={changeCoupon} taxLater={!quoteReady} />
      </section>

      {failure && (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
          {failure === 'auth' && (
            <p>{t('userNotFound')} <Link to="/user/login?returnTo=%2Fcheckout" className="font-semibold underline">{t('loginAgain')}</Link></p>
          )}
          {failure === 'stock' && (
            <p>{t('outOfStock')} {stockMessage} <button type="button" className="font-semibold underline" onClick={() => navigate('/cart')}>{t('reviewCart')}</button></p>
          )}
          {failure === 'other' && <p>{t('failed')}</p>}
        </div>
      )}
      <OrderGlance totalPaise={totalPaise} />
      <button type="submit" className={`${buttonStyles.primary} w-full text-lg`} disabled={isSubmitting || !methods?.length}>
        {isSubmitting ? t('processing') : failure === 'other' ? common('states.retry') : t('placeOrder')}
      </button>
    </form>
  );
}
