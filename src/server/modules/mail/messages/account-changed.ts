import type { Language } from '#shared/languages';
import type { MailTemplate } from '../mail-text.ts';

/** What changed on the account: never a secret, and a bank account only by its last 4 digits. */
export type AccountChange =
  | { kind: 'password' }
  /** `byStaff`: an admin changed it in Manage Users. Both addresses get this message. */
  | { kind: 'email'; oldEmail: string; newEmail: string; byStaff: boolean }
  | { kind: 'payout-account'; last4: string; replaced: boolean };

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

/**
 * "Your account was changed" (docs/decisions/0038-account-changes.md): sent to the owner
 * whenever the password, the e-mail address (to the old address and the new one) or a vendor's
 * payout bank account changes, so a stolen session cannot change them unnoticed. It says what
 * changed and when, and what to do if it was not them.
 */
export const accountChanged: MailTemplate<AccountChangedParams> = {
  en: (p) => {
    const when: [string, string] = ['When', mailDateTime(p.at, 'en')];
    const help = 'If this was not you, tell us at once through the Contact page of the shop.';
    const c = p.change;
    if (c.kind === 'password')
      return {
        subject: 'Your Hariyali password was changed',
        greeting: `Hello ${p.name},`,
        paragraphs: [
          'The password of your Hariyali account was just changed, and your account was signed out on every other device.',
          'If this was not you, choose a new password at once with the link below (we send it to this address), then tell us through the Contact page of the shop.',
        ],
        facts: [when],
        action: { label: 'Choose a new password', path: '/forgot-password' },
        closing: 'The Hariyali team',
      };
    if (c.kind === 'email')
      return {
        subject: 'The e-mail address of your Hariyali account was changed',
        greeting: `Hello ${p.name},`,
        paragraphs: [
          c.byStaff ? 'Our staff changed the e-mail address of your Hariyali account.' : 'The e-mail address of your Hariyali account was just changed.',
          'From now on, sign-in, order and password-reset messages go to the new address.',
          help,
        ],
        facts: [when, ['Old address', c.oldEmail], ['New address', c.newEmail]],
        action: { label: 'Contact us', path: '/contact' },
        closing: 'The Hariyali team',
      };
    return {
      subject: 'Your Hariyali payout bank account was changed',
      greeting: `Hello ${p.name},`,
      paragraphs: [
        c.replaced ? 'The bank account Hariyali pays your sales into was just replaced.' : 'A bank account for your payouts was just added to your Hariyali vendor account.',
        `Your payouts go to this account from now on. ${help} We will hold your payouts, and please change your password.`,
      ],
      facts: [when, ['Account', masked(c.last4)]],
      action: { label: 'Check your payout account', path: '/vendor/dashboard?tab=settings' },
      closing: 'The Hariyali team',
    };
  },
  hi: (p) => {
    const when: [string, string] = ['कब', mailDateTime(p.at, 'hi')];
    const help = 'अगर यह आपने नहीं किया, तो तुरंत दुकान के "संपर्क करें" पेज से हमें बताएं।';
    const c = p.change;
    if (c.kind === 'password')
      return {
        subject: 'आपका हरियाली पासवर्ड बदल दिया गया',
        greeting: `नमस्ते ${p.name},`,
        paragraphs: [
          'आपके हरियाली खाते का पासवर्ड अभी बदला गया है, और आपका खाता बाकी सभी डिवाइस से साइन आउट कर दिया गया है।',
          'अगर यह आपने नहीं किया, तो नीचे दिए लिंक से तुरंत नया पासवर्ड चुनें (लिंक इसी पते पर आएगा), फिर दुकान के "संपर्क करें" पेज से हमें बताएं।',
        ],
        facts: [when],
        action: { label: 'नया पासवर्ड चुनें', path: '/forgot-password' },
        closing: 'हरियाली टीम',
      };
    if (c.kind === 'email')
      return {
        subject: 'आपके हरियाली खाते का ई-मेल पता बदल दिया गया',
        greeting: `नमस्ते ${p.name},`,
        paragraphs: [
          c.byStaff ? 'हमारे स्टाफ़ ने आपके हरियाली खाते का ई-मेल पता बदला है।' : 'आपके हरियाली खाते का ई-मेल पता अभी बदला गया है।',
          'अब से साइन-इन, ऑर्डर और पासवर्ड बदलने के संदेश नए पते पर जाएँगे।',
          help,
        ],
        facts: [when, ['पुराना पता', c.oldEmail], ['नया पता', c.newEmail]],
        action: { label: 'संपर्क करें', path: '/contact' },
        closing: 'हरियाली टीम',
      };
    return {
      subject: 'आपका हरियाली भुगतान बैंक खाता बदल दिया गया',
      greeting: `नमस्ते ${p.name},`,
      paragraphs: [
        c.replaced ? 'जिस बैंक खाते में हरियाली आपकी बिक्री का पैसा भेजता है, उसे अभी बदला गया है।' : 'आपके हरियाली विक्रेता खाते में भुगतान के लिए अभी एक बैंक खाता जोड़ा गया है।',
        `अब से आपका भुगतान इसी खाते में जाएगा। ${help} हम आपका भुगतान रोक देंगे; कृपया अपना पासवर्ड भी बदलें।`,
      ],
      facts: [when, ['खाता', masked(c.last4)]],
      action: { label: 'अपना भुगतान खाता देखें', path: '/vendor/dashboard?tab=settings' },
      closing: 'हरियाली टीम',
    };
  },
  mr: (p) => {
    const when: [string, string] = ['केव्हा', mailDateTime(p.at, 'mr')];
    const help = 'हे तुम्ही केले नसेल, तर लगेच दुकानाच्या "संपर्क" पानावरून आम्हाला कळवा.';
    const c = p.change;
    if (c.kind === 'password')
      return {
        subject: 'तुमचा हरियाली पासवर्ड बदलला गेला',
        greeting: `नमस्कार ${p.name},`,
        paragraphs: [
          'तुमच्या हरियाली खात्याचा पासवर्ड आत्ताच बदलला गेला आहे, आणि तुमचे खाते इतर सर्व डिव्हाइसवरून साइन आउट केले आहे.',
          'हे तुम्ही केले नसेल, तर खालील लिंकवरून लगेच नवा पासवर्ड निवडा (लिंक याच पत्त्यावर येईल), मग दुकानाच्या "संपर्क" पानावरून आम्हाला कळवा.',
        ],
        facts: [when],
        action: { label: 'नवा पासवर्ड निवडा', path: '/forgot-password' },
        closing: 'हरियाली टीम',
      };
    if (c.kind === 'email')
      return {
        subject: 'तुमच्या हरियाली खात्याचा ई-मेल पत्ता बदलला गेला',
        greeting: `नमस्कार ${p.name},`,
        paragraphs: [
          c.byStaff ? 'आमच्या कर्मचाऱ्यांनी तुमच्या हरियाली खात्याचा ई-मेल पत्ता बदलला आहे.' : 'तुमच्या हरियाली खात्याचा ई-मेल पत्ता आत्ताच बदलला गेला आहे.',
          'आतापासून साइन-इन, ऑर्डर आणि पासवर्ड बदलण्याचे संदेश नव्या पत्त्यावर जातील.',
          help,
        ],
        facts: [when, ['जुना पत्ता', c.oldEmail], ['नवा पत्ता', c.newEmail]],
        action: { label: 'संपर्क', path: '/contact' },
        closing: 'हरियाली टीम',
      };
    return {
      subject: 'तुमचे हरियाली पेमेंट बँक खाते बदलले गेले',
      greeting: `नमस्कार ${p.name},`,
      paragraphs: [
        c.replaced ? 'ज्या बँक खात्यात हरियाली तुमच्या विक्रीचे पैसे पाठवते, ते आत्ताच बदलले गेले आहे.' : 'तुमच्या हरियाली विक्रेता खात्यात पेमेंटसाठी आत्ताच एक बँक खाते जोडले गेले आहे.',
        `आतापासून तुमचे पेमेंट याच खात्यात जाईल. ${help} आम्ही तुमचे पेमेंट थांबवू; कृपया तुमचा पासवर्डही बदला.`,
      ],
      facts: [when, ['खाते', masked(c.last4)]],
      action: { label: 'तुमचे पेमेंट खाते पाहा', path: '/vendor/dashboard?tab=settings' },
      closing: 'हरियाली टीम',
    };
  },
};
