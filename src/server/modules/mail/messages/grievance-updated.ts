import type { MailTemplate } from '../mail-text.ts';

export interface GrievanceMailParams {
  name: string;
  /** GR-000123. */
  number: string;
  step: 'created' | 'acknowledged' | 'replied' | 'resolved';
  /** The shop's words with the step; none at creation. */
  message: string | null;
}

/** Where the customer reads his complaints and every answer: his list signed in, else the search by number and contact. */
const PAGE = '/account/complaints';

/**
 * A complaint's ticket (docs/product-rules.md 54): made (its number and the rule's promises: an
 * answer within 48 hours, settled within a month), acknowledged, answered, resolved, with the
 * shop's words.
 */
export const grievanceUpdated: MailTemplate<GrievanceMailParams> = {
  en: (p) => ({
    subject: { created: `We have received your complaint ${p.number}`, acknowledged: `Your complaint ${p.number} has been acknowledged`, replied: `An answer on your complaint ${p.number}`, resolved: `Your complaint ${p.number} has been resolved` }[p.step],
    greeting: `Hello ${p.name},`,
    paragraphs: [
      p.step === 'created' ? 'We have received your complaint. We will reply within 48 hours and settle it within one month.' : 'Our grievance desk has written to you about your complaint:',
      ...(p.message ? [p.message] : []),
    ],
    facts: [['Complaint number', p.number]],
    action: { label: 'See your complaints', path: PAGE },
    closing: 'The Hariyali team',
  }),
  hi: (p) => ({
    subject: { created: `आपकी शिकायत ${p.number} हमें मिल गई है`, acknowledged: `आपकी शिकायत ${p.number} स्वीकार की गई`, replied: `आपकी शिकायत ${p.number} पर जवाब`, resolved: `आपकी शिकायत ${p.number} हल हो गई` }[p.step],
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      p.step === 'created' ? 'आपकी शिकायत हमें मिल गई है। हम 48 घंटे में जवाब देंगे और एक महीने में इसका हल करेंगे।' : 'हमारे शिकायत डेस्क ने आपकी शिकायत पर लिखा है:',
      ...(p.message ? [p.message] : []),
    ],
    facts: [['शिकायत नंबर', p.number]],
    action: { label: 'अपनी शिकायतें देखें', path: PAGE },
    closing: 'हरियाली टीम',
  }),
  mr: (p) => ({
    subject: { created: `तुमची तक्रार ${p.number} आम्हाला मिळाली आहे`, acknowledged: `तुमची तक्रार ${p.number} स्वीकारली`, replied: `तुमच्या तक्रार ${p.number} वर उत्तर`, resolved: `तुमची तक्रार ${p.number} सोडवली` }[p.step],
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      p.step === 'created' ? 'तुमची तक्रार आम्हाला मिळाली आहे. आम्ही 48 तासांत उत्तर देऊ आणि एका महिन्यात ती सोडवू.' : 'आमच्या तक्रार कक्षाने तुमच्या तक्रारीवर लिहिले आहे:',
      ...(p.message ? [p.message] : []),
    ],
    facts: [['तक्रार क्रमांक', p.number]],
    action: { label: 'तुमच्या तक्रारी पाहा', path: PAGE },
    closing: 'हरियाली टीम',
  }),
};
