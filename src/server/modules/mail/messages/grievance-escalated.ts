import type { MailTemplate } from '../mail-text.ts';

export interface GrievanceEscalatedParams {
  /** The admin's name. */
  name: string;
  /** The ticket's number (GR-000123). */
  number: string;
  /** The buyer app the complaint came through (its subscriber id). */
  via: string;
  /** What the complainant said when escalating, as the buyer app sent it. */
  words: string;
}

/** Admin -> Grievances, where the ticket is (src/client/app/routes/admin-area.tsx). */
const ADMIN_GRIEVANCES_PATH = '/admin/grievances';

/**
 * "A complaint was escalated" (docs/product-rules.md 54, docs/decisions/0079): an ONDC buyer app's
 * customer was not satisfied and escalated his issue; the ticket takes no step of its own for it
 * (a resolved ticket is settled), so the shop's admins hear of it, for the grievance officer to
 * take it up.
 */
export const grievanceEscalated: MailTemplate<GrievanceEscalatedParams> = {
  en: (p) => ({
    subject: `Complaint ${p.number} escalated through ${p.via}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `The customer of complaint ${p.number} is not satisfied and has escalated it through the buyer app ${p.via}.`,
      'Please have the grievance officer read the ticket and contact the customer.',
    ],
    facts: [
      ['Complaint', p.number],
      ['Buyer app', p.via],
      ['Customer\'s words', p.words],
    ],
    action: { label: 'Open grievances', path: ADMIN_GRIEVANCES_PATH },
    closing: 'Hariyali',
  }),
  hi: (p) => ({
    subject: `शिकायत ${p.number} ${p.via} के ज़रिए आगे बढ़ाई गई`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      `शिकायत ${p.number} का ग्राहक संतुष्ट नहीं है और उसने इसे खरीदार ऐप ${p.via} के ज़रिए आगे बढ़ाया है।`,
      'कृपया शिकायत अधिकारी से टिकट पढ़वाकर ग्राहक से संपर्क करवाएँ।',
    ],
    facts: [
      ['शिकायत', p.number],
      ['खरीदार ऐप', p.via],
      ['ग्राहक के शब्द', p.words],
    ],
    action: { label: 'शिकायतें खोलें', path: ADMIN_GRIEVANCES_PATH },
    closing: 'हरियाली',
  }),
  mr: (p) => ({
    subject: `तक्रार ${p.number} ${p.via} मार्फत पुढे नेली`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      `तक्रार ${p.number} चा ग्राहक समाधानी नाही आणि त्याने ती खरेदीदार ॲप ${p.via} मार्फत पुढे नेली आहे.`,
      'कृपया तक्रार अधिकाऱ्याला तिकीट वाचून ग्राहकाशी संपर्क साधायला सांगा.',
    ],
    facts: [
      ['तक्रार', p.number],
      ['खरेदीदार ॲप', p.via],
      ['ग्राहकाचे शब्द', p.words],
    ],
    action: { label: 'तक्रारी उघडा', path: ADMIN_GRIEVANCES_PATH },
    closing: 'हरियाली',
  }),
};
