import type { Language } from '#shared/languages';
import type { AccountChange } from '#server/events/shop-events';
import type { MailTemplate, MailText } from '../mail-text.ts';

export interface AccountChangedParams {
  name: string;
  /** When it changed (ISO-8601 UTC); written in India's time. */
  at: string;
  change: AccountChange;
}

/** A moment as the reader's language writes it, in India's time ("28 November 2026, 9:45 pm IST"), digits 0-9. */
export function mailDateTime(iso: string, language: Language): string {
  const locale = language === 'en' ? 'en-IN' : `${language}-IN-u-nu-latn`;
  const text = new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
  return `${text} IST`;
}

const masked = (last4: string) => `•••• ${last4}`;

/** The words of this message in one language; `build` puts them together the same way for each. */
interface Words {
  hello: (name: string) => string;
  when: string;
  /** What to do when it was not them. */
  help: string;
  team: string;
  password: { subject: string; changed: string; ifNotYou: string; action: string };
  email: { subject: string; byStaff: string; changed: string; from: string; oldAddress: string; newAddress: string; action: string };
  payout: { subject: string; replaced: string; added: string; from: (help: string) => string; account: string; action: string };
}

const WORDS: Record<Language, Words> = {
  en: {
    hello: (name) => `Hello ${name},`,
    when: 'When',
    help: 'If this was not you, tell us at once through the Contact page of the shop.',
    team: 'The Hariyali team',
    password: {
      subject: 'Your Hariyali password was changed',
      changed: 'The password of your Hariyali account was just changed, and your account was signed out on every other device.',
      ifNotYou: 'If this was not you, choose a new password at once with the link below (we send it to this address), then tell us through the Contact page of the shop.',
      action: 'Choose a new password',
    },
    email: {
      subject: 'The e-mail address of your Hariyali account was changed',
      byStaff: 'Our staff changed the e-mail address of your Hariyali account.',
      changed: 'The e-mail address of your Hariyali account was just changed.',
      from: 'From now on, sign-in, order and password-reset messages go to the new address.',
      oldAddress: 'Old address',
      newAddress: 'New address',
      action: 'Contact us',
    },
    payout: {
      subject: 'Your Hariyali payout bank account was changed',
      replaced: 'The bank account Hariyali pays your sales into was just replaced.',
      added: 'A bank account for your payouts was just added to your Hariyali vendor account.',
      from: (help) => `Your payouts go to this account from now on. ${help} We will hold your payouts, and please change your password.`,
      account: 'Account',
      action: 'Check your payout account',
    },
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    when: 'कब',
    help: 'अगर यह आपने नहीं किया, तो तुरंत दुकान के "संपर्क करें" पेज से हमें बताएं।',
    team: 'हरियाली टीम',
    password: {
      subject: 'आपका हरियाली पासवर्ड बदल दिया गया',
      changed: 'आपके हरियाली खाते का पासवर्ड अभी बदला गया है, और आपका खाता बाकी सभी डिवाइस से साइन आउट कर दिया गया है।',
      ifNotYou: 'अगर यह आपने नहीं किया, तो नीचे दिए लिंक से तुरंत नया पासवर्ड चुनें (लिंक इसी पते पर आएगा), फिर दुकान के "संपर्क करें" पेज से हमें बताएं।',
      action: 'नया पासवर्ड चुनें',
    },
    email: {
      subject: 'आपके हरियाली खाते का ई-मेल पता बदल दिया गया',
      byStaff: 'हमारे स्टाफ़ ने आपके हरियाली खाते का ई-मेल पता बदला है।',
      changed: 'आपके हरियाली खाते का ई-मेल पता अभी बदला गया है।',
      from: 'अब से साइन-इन, ऑर्डर और पासवर्ड बदलने के संदेश नए पते पर जाएँगे।',
      oldAddress: 'पुराना पता',
      newAddress: 'नया पता',
      action: 'संपर्क करें',
    },
    payout: {
      subject: 'आपका हरियाली भुगतान बैंक खाता बदल दिया गया',
      replaced: 'जिस बैंक खाते में हरियाली आपकी बिक्री का पैसा भेजता है, उसे अभी बदला गया है।',
      added: 'आपके हरियाली विक्रेता खाते में भुगतान के लिए अभी एक बैंक खाता जोड़ा गया है।',
      from: (help) => `अब से आपका भुगतान इसी खाते में जाएगा। ${help} हम आपका भुगतान रोक देंगे; कृपया अपना पासवर्ड भी बदलें।`,
      account: 'खाता',
      action: 'अपना भुगतान खाता देखें',
    },
  },
  mr: {
    hello: (name) => `नमस्कार ${name},`,
    when: 'केव्हा',
    help: 'हे तुम्ही केले नसेल, तर लगेच दुकानाच्या "संपर्क" पानावरून आम्हाला कळवा.',
    team: 'हरियाली टीम',
    password: {
      subject: 'तुमचा हरियाली पासवर्ड बदलला गेला',
      changed: 'तुमच्या हरियाली खात्याचा पासवर्ड आत्ताच बदलला गेला आहे, आणि तुमचे खाते इतर सर्व डिव्हाइसवरून साइन आउट केले आहे.',
      ifNotYou: 'हे तुम्ही केले नसेल, तर खालील लिंकवरून लगेच नवा पासवर्ड निवडा (लिंक याच पत्त्यावर येईल), मग दुकानाच्या "संपर्क" पानावरून आम्हाला कळवा.',
      action: 'नवा पासवर्ड निवडा',
    },
    email: {
      subject: 'तुमच्या हरियाली खात्याचा ई-मेल पत्ता बदलला गेला',
      byStaff: 'आमच्या कर्मचाऱ्यांनी तुमच्या हरियाली खात्याचा ई-मेल पत्ता बदलला आहे.',
      changed: 'तुमच्या हरियाली खात्याचा ई-मेल पत्ता आत्ताच बदलला गेला आहे.',
      from: 'आतापासून साइन-इन, ऑर्डर आणि पासवर्ड बदलण्याचे संदेश नव्या पत्त्यावर जातील.',
      oldAddress: 'जुना पत्ता',
      newAddress: 'नवा पत्ता',
      action: 'संपर्क',
    },
    payout: {
      subject: 'तुमचे हरियाली पेमेंट बँक खाते बदलले गेले',
      replaced: 'ज्या बँक खात्यात हरियाली तुमच्या विक्रीचे पैसे पाठवते, ते आत्ताच बदलले गेले आहे.',
      added: 'तुमच्या हरियाली विक्रेता खात्यात पेमेंटसाठी आत्ताच एक बँक खाते जोडले गेले आहे.',
      from: (help) => `आतापासून तुमचे पेमेंट याच खात्यात जाईल. ${help} आम्ही तुमचे पेमेंट थांबवू; कृपया तुमचा पासवर्डही बदला.`,
      account: 'खाते',
      action: 'तुमचे पेमेंट खाते पाहा',
    },
  },
};

function build(language: Language, p: AccountChangedParams): MailText {
  const w = WORDS[language];
  const when: [string, string] = [w.when, mailDateTime(p.at, language)];
  const base = { greeting: w.hello(p.name), closing: w.team };
  const c = p.change;
  if (c.kind === 'password')
    return { ...base, subject: w.password.subject, paragraphs: [w.password.changed, w.password.ifNotYou], facts: [when], action: { label: w.password.action, path: '/forgot-password' } };
  if (c.kind === 'email')
    return {
      ...base,
      subject: w.email.subject,
      paragraphs: [c.byStaff ? w.email.byStaff : w.email.changed, w.email.from, w.help],
      // A mobile account given its first address had none before: no "old address" line then.
      facts: [when, ...(c.oldEmail === null ? [] : [[w.email.oldAddress, c.oldEmail] as [string, string]]), [w.email.newAddress, c.newEmail]],
      action: { label: w.email.action, path: '/contact' },
    };
  return {
    ...base,
    subject: w.payout.subject,
    paragraphs: [c.replaced ? w.payout.replaced : w.payout.added, w.payout.from(w.help)],
    facts: [when, [w.payout.account, masked(c.last4)]] as [string, string][],
    action: { label: w.payout.action, path: '/vendor/dashboard?tab=settings' },
  };
}

/**
 * "Your account was changed" (docs/decisions/0038-account-changes.md): sent to the owner
 * whenever the password, the e-mail address (to the old address and the new one) or a vendor's
 * payout bank account changes, so a stolen session cannot change them unnoticed. It says what
 * changed and when, and what to do if it was not them.
 */
export const accountChanged: MailTemplate<AccountChangedParams> = {
  en: (p) => build('en', p),
  hi: (p) => build('hi', p),
  mr: (p) => build('mr', p),
};
