import type { MailTemplate } from '../mail-text.ts';

export interface PasswordResetParams {
  name: string;
  /** '/reset-password?token=...': the token is the secret; the outbox row is never shown with its body. */
  resetPath: string;
  /** How long the link works, in minutes. */
  minutes: number;
}

/** "Reset your password" (docs/product-rules.md 30): a single-use link that works for a short time. */
export const passwordReset: MailTemplate<PasswordResetParams> = {
  en: (p) => ({
    subject: 'Reset your Hariyali password',
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `Someone, probably you, asked to reset the password of your Hariyali account. The link below lets you choose a new one. It works once, for ${p.minutes} minutes.`,
      'Choosing a new password signs your account out on every device.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is. Never share this link with anyone.',
    ],
    action: { label: 'Choose a new password', path: p.resetPath },
    closing: 'The Hariyali team',
  }),
  hi: (p) => ({
    subject: 'अपना हरियाली पासवर्ड बदलें',
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      `किसी ने, शायद आपने ही, आपके हरियाली खाते का पासवर्ड बदलने को कहा है। नीचे दिए लिंक से आप नया पासवर्ड चुन सकते हैं। यह लिंक एक ही बार, ${p.minutes} मिनट तक काम करता है।`,
      'नया पासवर्ड चुनने पर आपका खाता हर डिवाइस से साइन आउट हो जाएगा।',
      'अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा। यह लिंक कभी किसी के साथ साझा न करें।',
    ],
    action: { label: 'नया पासवर्ड चुनें', path: p.resetPath },
    closing: 'हरियाली टीम',
  }),
  mr: (p) => ({
    subject: 'तुमचा हरियाली पासवर्ड बदला',
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      `कोणीतरी, बहुधा तुम्हीच, तुमच्या हरियाली खात्याचा पासवर्ड बदलण्याची विनंती केली आहे. खालील लिंकवरून तुम्ही नवा पासवर्ड निवडू शकता. ही लिंक एकदाच, ${p.minutes} मिनिटांपर्यंत चालते.`,
      'नवा पासवर्ड निवडल्यावर तुमचे खाते प्रत्येक डिव्हाइसवरून साइन आउट होईल.',
      'तुम्ही ही विनंती केली नसेल, तर हा ई-मेल दुर्लक्षित करा: तुमचा पासवर्ड आहे तसाच राहील. ही लिंक कधीही कोणाला देऊ नका.',
    ],
    action: { label: 'नवा पासवर्ड निवडा', path: p.resetPath },
    closing: 'हरियाली टीम',
  }),
};
