import { LANGUAGES, type Language } from '#shared/languages';
import { formatRupees } from '#shared/money';
import type { BusinessGroup } from '#shared/price-lists';

// The shop's text messages: every SMS and WhatsApp message it may send, in each of its languages,
// exactly as registered with the providers (docs/decisions/0049, docs/text-messages.md). India's
// SMS must match a DLT-registered template word for word (TRAI's rules) and a WhatsApp message
// that starts a conversation must be an approved template, so these texts cannot be changed
// here alone: a change is a new registration with the operators' DLT portal, MSG91 and Meta.
//
// One representation: WhatsApp's numbered placeholders {{1}}, {{2}}, ... in the order of
// `values`. dltBody() writes them as DLT's {#var#} (positional), msg91FlowBody() as MSG91's
// ##VAR1##, ##VAR2## (the sender fills VAR1, VAR2, ... in the order of `values`).
//
// What every text keeps to (tests/unit/text-templates.test.ts checks it):
// - the brand first, "Hariyali:" or "हरियाली:", which DLT asks of every template;
// - each placeholder once, in ascending order in every language (DLT's {#var#} are positional);
// - no text starts or ends with a placeholder and no two placeholders touch (Meta refuses such
//   templates), no "<" or ">" and no double spaces (DLT portals refuse them);
// - English in the GSM alphabet, so an English SMS is 160 characters a part and not Unicode's
//   70 ("Rs." rather than "₹", which GSM lacks); Hindi and Marathi are Unicode anyway and write ₹;
// - only the message's own variables: no marketing, no other data.

/** The kinds of text message, by the names the messages outbox uses. */
export const TEXT_KINDS = [
  'sign-in-code',
  'order-consent',
  'agent-link',
  'order-placed',
  'order-paid',
  'order-shipped',
  'order-shipped-own',
  'order-out-for-delivery',
  'order-delivered',
  'order-cancelled',
  'refund-sent',
  'return-decided',
  'business-decided',
  'vendor-order-line',
  'vendor-awaiting-approval',
  'grievance-received',
  'grievance-updated',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export const isTextKind = (value: unknown): value is TextKind => (TEXT_KINDS as readonly unknown[]).includes(value);

export interface TextTemplate {
  /** The variables' names, in the order the sender passes their values: VAR1, VAR2, ... and {{1}}, {{2}}, ... */
  readonly values: readonly string[];
  /** The text in each language, with {{1}}, {{2}}, ... for the values. */
  readonly text: Readonly<Record<Language, string>>;
  /**
   * The WhatsApp template's category. UTILITY: the text here is registered as it is.
   * AUTHENTICATION: Meta allows no text of the shop's own for codes; the template is Meta's
   * preset ("<code> is your verification code.") with a copy-code button and the expiry in its
   * footer, in every language, and the code is sent twice: as the body's one parameter and the
   * button's (whatsappComponents). The `text` here is then the SMS's only.
   */
  readonly whatsappCategory: 'UTILITY' | 'AUTHENTICATION';
}

/**
 * The catalogue. Values the lead passes: names and business names as the account holds them;
 * order numbers as formatOrderNumber writes them (HY-001234); amounts by textAmount (1,250 or
 * 1,250.50: the template writes the currency, as DLT wants numbers without letters); words by
 * paymentWord, decisionWord and groupWord, in the message's language; an expected date in the message's
 * language; a tracking link on the shop's own domain (DLT lets only whitelisted links through).
 */
export const TEXT_TEMPLATES: { readonly [K in TextKind]: TextTemplate } = {
  'sign-in-code': {
    values: ['code', 'minutes'],
    text: {
      en: 'Hariyali: your sign-in code is {{1}}. It is valid for {{2}} minutes. Do not share it with anyone.',
      hi: 'हरियाली: आपका लॉगिन कोड {{1}} है, {{2}} मिनट तक मान्य। किसी को न बताएँ।',
      mr: 'हरियाली: तुमचा लॉगिन कोड {{1}} आहे, {{2}} मिनिटे वैध. कोणालाही सांगू नका.',
    },
    whatsappCategory: 'AUTHENTICATION',
  },
  // An order an agent prepared for the farmer (docs/product-rules.md 53). WhatsApp's template is
  // Meta's authentication preset, which carries the code only; the SMS says the whole text.
  'order-consent': {
    values: ['total', 'code', 'link', 'minutes'],
    text: {
      en: 'Hariyali: your order of Rs. {{1}} is ready. To place it, tell our agent code {{2}} or open {{3}} in {{4}} min. Not yours? Ignore.',
      hi: 'हरियाली: आपका ₹{{1}} का ऑर्डर तैयार है। पक्का करने के लिए एजेंट को कोड {{2}} बताएँ या {{3}} खोलें ({{4}} मिनट तक)।',
      mr: 'हरियाली: तुमची ₹{{1}} ची ऑर्डर तयार आहे. पक्की करण्यासाठी एजंटला कोड {{2}} सांगा किंवा {{3}} उघडा ({{4}} मिनिटे).',
    },
    whatsappCategory: 'AUTHENTICATION',
  },
  // A field agent asks to keep the farmer among his own (docs/product-rules.md 55): the farmer
  // agrees by reading the code out to him. WhatsApp's template is Meta's authentication preset.
  'agent-link': {
    values: ['agent', 'code', 'minutes'],
    text: {
      en: 'Hariyali: our field agent {{1}} asks to order for you. If you agree, tell him code {{2}}, valid {{3}} min. Not asked? Ignore.',
      hi: 'हरियाली: हमारे फ़ील्ड एजेंट {{1}} आपके लिए ऑर्डर करना चाहते हैं। सहमत हों तो उन्हें कोड {{2}} बताएँ, {{3}} मिनट तक मान्य।',
      mr: 'हरियाली: आमचे फील्ड एजंट {{1}} तुमच्यासाठी ऑर्डर करू इच्छितात. मान्य असल्यास त्यांना कोड {{2}} सांगा, {{3}} मिनिटे वैध.',
    },
    whatsappCategory: 'AUTHENTICATION',
  },
  'order-placed': {
    values: ['name', 'orderNumber', 'total', 'payment'],
    text: {
      en: 'Hariyali: Dear {{1}}, we have received your order {{2}} of Rs. {{3}}. Payment: {{4}}. We will tell you when it is sent.',
      hi: 'हरियाली: {{1}} जी, आपका ऑर्डर {{2}} मिल गया है, कुल ₹{{3}}। भुगतान: {{4}}। भेजने पर हम आपको बताएँगे।',
      mr: 'हरियाली: {{1}}, तुमची ऑर्डर {{2}} मिळाली आहे, एकूण ₹{{3}}. पेमेंट: {{4}}. पाठवल्यावर आम्ही कळवू.',
    },
    whatsappCategory: 'UTILITY',
  },
  'order-paid': {
    values: ['name', 'orderNumber', 'total'],
    text: {
      en: 'Hariyali: Dear {{1}}, we have received your payment for order {{2}} of Rs. {{3}}. Thank you.',
      hi: 'हरियाली: {{1}} जी, ऑर्डर {{2}} के लिए ₹{{3}} का भुगतान मिल गया है। धन्यवाद।',
      mr: 'हरियाली: {{1}}, ऑर्डर {{2}} साठी ₹{{3}} चे पेमेंट मिळाले आहे. धन्यवाद.',
    },
    whatsappCategory: 'UTILITY',
  },
  'order-shipped': {
    values: ['name', 'orderNumber', 'carrier', 'trackingNumber', 'trackingLink'],
    text: {
      en: 'Hariyali: Dear {{1}}, your order {{2}} has been sent by {{3}}, tracking no. {{4}}. Open {{5}} to track it.',
      hi: 'हरियाली: {{1}} जी, आपका ऑर्डर {{2}} कूरियर {{3}} से भेजा गया है, ट्रैकिंग नंबर {{4}}। यह कहाँ है, {{5}} पर देखें।',
      mr: 'हरियाली: {{1}}, तुमची ऑर्डर {{2}} कुरिअर {{3}} ने पाठवली आहे, ट्रॅकिंग नंबर {{4}}. ती कुठे आहे, {{5}} वर पाहा.',
    },
    whatsappCategory: 'UTILITY',
  },
  'order-shipped-own': {
    values: ['name', 'orderNumber', 'expectedDate'],
    text: {
      en: 'Hariyali: Dear {{1}}, your order {{2}} has been sent. Our delivery team will bring it by {{3}}. Thank you.',
      hi: 'हरियाली: {{1}} जी, आपका ऑर्डर {{2}} भेज दिया गया है। हमारी डिलीवरी टीम इसे {{3}} तक पहुँचाएगी।',
      mr: 'हरियाली: {{1}}, तुमची ऑर्डर {{2}} पाठवली आहे. आमची डिलिव्हरी टीम ती {{3}} पर्यंत पोहोचवेल.',
    },
    whatsappCategory: 'UTILITY',
  },
  // The courier took it out for delivery (docs/product-rules.md 58): once an attempt, so the farmer
  // is at home or keeps his phone on for the courier's call.
  'order-out-for-delivery': {
    values: ['name', 'orderNumber', 'carrier'],
    text: {
      en: 'Hariyali: Dear {{1}}, your order {{2}} is out for delivery today with {{3}}. Please keep your phone on for the courier.',
      hi: 'हरियाली: {{1}} जी, आपका ऑर्डर {{2}} आज कूरियर {{3}} से डिलीवरी के लिए निकला है। कृपया कूरियर के लिए फ़ोन चालू रखें।',
      mr: 'हरियाली: {{1}}, तुमची ऑर्डर {{2}} आज कुरिअर {{3}} ने डिलिव्हरीसाठी निघाली आहे. कृपया कुरिअरसाठी फोन चालू ठेवा.',
    },
    whatsappCategory: 'UTILITY',
  },
  'order-delivered': {
    values: ['name', 'orderNumber'],
    text: {
      en: 'Hariyali: Dear {{1}}, your order {{2}} has been delivered. Thank you.',
      hi: 'हरियाली: {{1}} जी, आपका ऑर्डर {{2}} डिलीवर हो गया। धन्यवाद।',
      mr: 'हरियाली: {{1}}, तुमची ऑर्डर {{2}} पोहोचली आहे. धन्यवाद.',
    },
    whatsappCategory: 'UTILITY',
  },
  'order-cancelled': {
    values: ['name', 'orderNumber'],
    text: {
      en: 'Hariyali: Dear {{1}}, your order {{2}} has been cancelled. See the details in My Orders.',
      hi: 'हरियाली: {{1}} जी, आपका ऑर्डर {{2}} रद्द कर दिया गया है। जानकारी मेरे ऑर्डर में देखें।',
      mr: 'हरियाली: {{1}}, तुमची ऑर्डर {{2}} रद्द केली आहे. तपशील माझ्या ऑर्डरमध्ये पाहा.',
    },
    whatsappCategory: 'UTILITY',
  },
  // Any refund (REFUND_METHODS: through the gateway, by bank transfer or in cash): the text says it was made, not where it goes.
  'refund-sent': {
    values: ['name', 'orderNumber', 'amount'],
    text: {
      en: 'Hariyali: Dear {{1}}, for your order {{2}} a refund of Rs. {{3}} has been made to you. See the details in My Orders.',
      hi: 'हरियाली: {{1}} जी, ऑर्डर {{2}} का ₹{{3}} का रिफ़ंड कर दिया गया है। जानकारी मेरे ऑर्डर में देखें।',
      mr: 'हरियाली: {{1}}, ऑर्डर {{2}} चा ₹{{3}} चा परतावा दिला आहे. तपशील माझ्या ऑर्डरमध्ये पाहा.',
    },
    whatsappCategory: 'UTILITY',
  },
  'return-decided': {
    values: ['name', 'orderNumber', 'decision'],
    text: {
      en: 'Hariyali: Dear {{1}}, your return request for order {{2}} has been {{3}}. See the details in My Orders.',
      hi: 'हरियाली: {{1}} जी, ऑर्डर {{2}} की वापसी का आपका अनुरोध {{3}} कर दिया गया है। जानकारी मेरे ऑर्डर में देखें।',
      mr: 'हरियाली: {{1}}, ऑर्डर {{2}} च्या परतीची तुमची विनंती {{3}} केली आहे. तपशील माझ्या ऑर्डरमध्ये पाहा.',
    },
    whatsappCategory: 'UTILITY',
  },
  // The owner's decision on a request for business prices (docs/product-rules.md 46); the group as
  // groupWord writes it ("FPO", "एफपीओ"), the decision as decisionWord.
  'business-decided': {
    values: ['name', 'group', 'decision'],
    text: {
      en: 'Hariyali: Dear {{1}}, your request for {{2}} prices has been {{3}}. See the details on the Business prices page of your account.',
      hi: 'हरियाली: {{1}} जी, {{2}} दाम का आपका अनुरोध {{3}} कर दिया गया है। जानकारी अपने खाते के कारोबारी दाम पेज पर देखें।',
      mr: 'हरियाली: {{1}}, तुमची {{2}} दरांची विनंती {{3}} केली आहे. तपशील तुमच्या खात्यातील व्यावसायिक दर पानावर पाहा.',
    },
    whatsappCategory: 'UTILITY',
  },
  'vendor-order-line': {
    values: ['businessName', 'orderNumber', 'product', 'quantity'],
    text: {
      en: 'Hariyali: {{1}}, new order {{2}} for you: {{3}}, quantity {{4}}. Please see it in your Vendor Dashboard.',
      hi: 'हरियाली: {{1}}, आपके लिए नया ऑर्डर {{2}}, सामान {{3}}, मात्रा {{4}}। विक्रेता डैशबोर्ड में देखें।',
      mr: 'हरियाली: {{1}}, तुमच्यासाठी नवीन ऑर्डर {{2}}, उत्पादन {{3}}, संख्या {{4}}. विक्रेता डॅशबोर्डमध्ये पाहा.',
    },
    whatsappCategory: 'UTILITY',
  },
  'vendor-awaiting-approval': {
    values: ['businessName'],
    text: {
      en: 'Hariyali: the new vendor {{1}} is waiting for your approval. Please review it in the admin area.',
      hi: 'हरियाली: नया विक्रेता {{1}} आपकी मंज़ूरी का इंतज़ार कर रहा है। एडमिन में जाकर देखें।',
      mr: 'हरियाली: नवीन विक्रेता {{1}} तुमच्या मंजुरीची वाट पाहत आहे. ॲडमिनमध्ये जाऊन पाहा.',
    },
    whatsappCategory: 'UTILITY',
  },
  // A complaint's ticket made (docs/product-rules.md 54): its number, and the rule's two promises.
  'grievance-received': {
    values: ['ticketNumber'],
    text: {
      en: 'Hariyali: we have received your complaint {{1}}. We will reply within 48 hours and settle it within one month.',
      hi: 'हरियाली: आपकी शिकायत {{1}} हमें मिल गई है। हम 48 घंटे में जवाब देंगे और एक महीने में इसका हल करेंगे।',
      mr: 'हरियाली: तुमची तक्रार {{1}} आम्हाला मिळाली आहे. आम्ही 48 तासांत उत्तर देऊ आणि एका महिन्यात ती सोडवू.',
    },
    whatsappCategory: 'UTILITY',
  },
  // A complaint acknowledged, answered or resolved: the step as grievanceWord writes it; the answer is in the account.
  'grievance-updated': {
    values: ['ticketNumber', 'status'],
    text: {
      en: 'Hariyali: your complaint {{1}} has been {{2}}. Read our answer in My complaints in your account or in our e-mail.',
      hi: 'हरियाली: आपकी शिकायत {{1}} की स्थिति: {{2}}। हमारा जवाब अपने खाते में मेरी शिकायतें में या हमारे ई-मेल में पढ़ें।',
      mr: 'हरियाली: तुमच्या तक्रार {{1}} ची स्थिती: {{2}}. आमचे उत्तर तुमच्या खात्यातील माझ्या तक्रारी मध्ये किंवा आमच्या ई-मेलमध्ये वाचा.',
    },
    whatsappCategory: 'UTILITY',
  },
};

/** The placeholders of a text, {{1}}, {{2}}, ...: their numbers in the order they appear. */
const PLACEHOLDER = /\{\{(\d+)\}\}/g;
export const placeholdersOf = (text: string): number[] => [...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));

/**
 * The message a phone shows: the kind's text in that language with its values filled in (the
 * admin's preview, the tests). Refuses a wrong number of values, as both providers would.
 */
export function renderText(kind: TextKind, language: Language, values: readonly string[]): string {
  const template = TEXT_TEMPLATES[kind];
  if (values.length !== template.values.length) {
    throw new Error(`${kind} takes ${template.values.length} values (${template.values.join(', ')}), got ${values.length}`);
  }
  return template.text[language].replace(PLACEHOLDER, (_, n: string) => values[Number(n) - 1]!);
}

/** The text as a DLT content template: each value a {#var#}, in order (register it on the DLT portal). */
export const dltBody = (kind: TextKind, language: Language): string => TEXT_TEMPLATES[kind].text[language].replace(PLACEHOLDER, '{#var#}');

/** The text as MSG91's flow holds it: ##VAR1##, ##VAR2##, ..., which Msg91Sms fills in the order of the values. */
export const msg91FlowBody = (kind: TextKind, language: Language): string => TEXT_TEMPLATES[kind].text[language].replace(PLACEHOLDER, (_, n: string) => `##VAR${n}##`);

/**
 * The body of the WhatsApp template to register, with {{1}}, {{2}}, ...; undefined for an
 * AUTHENTICATION template, whose text is Meta's own (see TextTemplate.whatsappCategory).
 */
export const whatsappBody = (kind: TextKind, language: Language): string | undefined =>
  TEXT_TEMPLATES[kind].whatsappCategory === 'UTILITY' ? TEXT_TEMPLATES[kind].text[language] : undefined;

/** A WhatsApp template message's components, as the Cloud API's messages endpoint takes them. */
export type WhatsAppComponent =
  | { type: 'body'; parameters: Array<{ type: 'text'; text: string }> }
  | { type: 'button'; sub_type: 'url'; index: '0'; parameters: Array<{ type: 'text'; text: string }> };

/**
 * The components to send for a kind: the body's parameters in order; for an AUTHENTICATION
 * template (a sign-in code, an order's consent) only the value named `code`, in the body and again for the copy-code button
 * (Meta's "Copy code authentication templates": the button is a url button at index 0), since
 * its expiry is in the registered footer and is no parameter.
 */
export function whatsappComponents(kind: TextKind, values: readonly string[]): WhatsAppComponent[] {
  const template = TEXT_TEMPLATES[kind];
  // The count is the provider's to check (Meta answers 132000), as it is the outbox's when it queues one (renderText).
  const text = (value: string) => ({ type: 'text' as const, text: value });
  if (template.whatsappCategory === 'AUTHENTICATION') {
    const code = values[template.values.indexOf('code')]!;
    return [
      { type: 'body', parameters: [text(code)] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [text(code)] },
    ];
  }
  return [{ type: 'body', parameters: values.map(text) }];
}

/** The WhatsApp template's name when config/text-templates.json names none: hariyali_ and the kind with underscores. */
export const defaultWhatsAppTemplateName = (kind: TextKind): string => `hariyali_${kind.replaceAll('-', '_')}`;

/** The shop's ways to pay (PAYMENT_METHODS in shared/schemas/orders.ts), as order-placed says them. */
export type TextPaymentMethod = 'cod' | 'online' | 'bank_transfer';

/** The words the messages take as values, in each language: the same words the shop's pages use. */
export const TEXT_WORDS = {
  cod: { en: 'cash on delivery', hi: 'कैश ऑन डिलीवरी', mr: 'कॅश ऑन डिलिव्हरी' },
  online: { en: 'paid online', hi: 'ऑनलाइन', mr: 'ऑनलाइन' },
  bank_transfer: { en: 'bank transfer', hi: 'बैंक ट्रांसफ़र', mr: 'बँक ट्रान्सफर' },
  approved: { en: 'approved', hi: 'मंज़ूर', mr: 'मंजूर' },
  rejected: { en: 'rejected', hi: 'अस्वीकार', mr: 'नामंजूर' },
  more: { en: 'more', hi: 'और', mr: 'आणखी' },
  // The business groups as the storefront's Business prices page names them (its prices: "FPO prices", "एफपीओ दाम").
  dealer: { en: 'dealer', hi: 'डीलर', mr: 'डीलर' },
  fpo: { en: 'FPO', hi: 'एफपीओ', mr: 'एफपीओ' },
  institution: { en: 'institution', hi: 'संस्था', mr: 'संस्था' },
  // A complaint's steps as grievance-updated says them.
  acknowledged: { en: 'acknowledged', hi: 'स्वीकार की गई', mr: 'स्वीकारली' },
  replied: { en: 'answered', hi: 'जवाब दिया गया', mr: 'उत्तर दिले' },
  resolved: { en: 'resolved', hi: 'हल हो गई', mr: 'सोडवली' },
} as const satisfies Record<string, Record<Language, string>>;

/** order-placed's 4th value: how the order is paid, in the message's language. */
export const paymentWord = (method: TextPaymentMethod, language: Language): string => TEXT_WORDS[method][language];

/** return-decided's and business-decided's 3rd value: the decision, in the message's language. */
export const decisionWord = (decision: 'approved' | 'rejected', language: Language): string => TEXT_WORDS[decision][language];

/** grievance-updated's 2nd value: the step the complaint reached, in the message's language. */
export const grievanceWord = (step: 'acknowledged' | 'replied' | 'resolved', language: Language): string => TEXT_WORDS[step][language];

/** business-decided's 2nd value: the business group whose prices were asked for, in the message's language. */
export const groupWord = (group: BusinessGroup, language: Language): string => TEXT_WORDS[group][language];

/**
 * vendor-order-line's 3rd value: the first line's product, and "+2 more" when the order holds more
 * of the vendor's lines (the e-mail lists them all). On SMS the name is cut so the whole value fits
 * one DLT variable, the count kept.
 */
export function productsValue(names: readonly string[], language: Language, channel: 'sms' | 'whatsapp'): string {
  const first = names[0] ?? '';
  const more = names.length > 1 ? ` +${names.length - 1} ${TEXT_WORDS.more[language]}` : '';
  return channel === 'sms' ? `${smsValue(first, DLT_VALUE_MAX_LENGTH - [...more].length)}${more}` : `${first}${more}`;
}

/**
 * An amount as the messages take it: rupees with Indian grouping and no currency sign (1,250 or
 * 12,499.50); the template writes "Rs." or "₹" itself (DLT wants a number variable to be a number).
 */
export const textAmount = (paise: number): string => formatRupees(paise).replace('₹', '');

/** The longest value DLT lets through one {#var#}: operators scrub an SMS whose variable is longer. */
export const DLT_VALUE_MAX_LENGTH = 30;

/**
 * A value cut to fit one DLT variable (a long product or business name): at most 30 characters,
 * the cut marked by "..." (three GSM full stops: "…" would make an English SMS Unicode).
 * For SMS only: WhatsApp takes whole values. `max`: less, when the caller adds to the value (a
 * product's name followed by "+2 more").
 */
export function smsValue(value: string, max = DLT_VALUE_MAX_LENGTH): string {
  const chars = [...value.trim()];
  if (chars.length <= max) return chars.join('');
  const kept = chars.slice(0, max - 3).join('');
  // At the last space when it keeps most of the value: "Shree Ganesh Krishi Seva..." reads better than "...Seva Ke...".
  const space = kept.lastIndexOf(' ');
  return `${(space >= max / 2 ? kept.slice(0, space) : kept).trimEnd().replace(/[,;:.-]+$/, '')}...`;
}

// GSM 03.38: the basic alphabet (one septet each) and its extension table (two septets each).
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/**
 * How an SMS of this text goes: GSM-7 when every character is in the GSM alphabet (160 a part,
 * 153 each when split), else Unicode UCS-2 (70 a part, 67 each when split), as Indian operators
 * count them and MSG91 bills them.
 */
export function smsParts(text: string): { encoding: 'gsm7' | 'ucs2'; length: number; parts: number } {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c))) {
    const length = chars.reduce((n, c) => n + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return { encoding: 'gsm7', length, parts: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  const length = text.length; // UTF-16 code units: Devanagari is one each
  return { encoding: 'ucs2', length, parts: length <= 70 ? 1 : Math.ceil(length / 67) };
}

/** Every kind and language, for the docs' table and the tests. */
export const everyText = (): Array<{ kind: TextKind; language: Language; text: string }> =>
  TEXT_KINDS.flatMap((kind) => LANGUAGES.map((language) => ({ kind, language, text: TEXT_TEMPLATES[kind].text[language] })));
