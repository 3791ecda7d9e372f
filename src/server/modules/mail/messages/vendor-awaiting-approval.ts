import type { MailTemplate } from '../mail-text.ts';

export interface VendorAwaitingApprovalParams {
  /** The admin's name. */
  name: string;
  /** The business that signed up, as it typed its name. */
  businessName: string;
}

/** Admin -> Vendors, where an application is approved or rejected (src/client/app/routes/admin-area.tsx). */
const ADMIN_VENDORS_PATH = '/admin/vendors';

/**
 * "A new vendor is waiting for your approval" (docs/product-rules.md 30): to every active admin
 * when a vendor signs up, as the sign-up page promises a review within 24-48 hours; until then the
 * vendor's products are not in the shop.
 */
export const vendorAwaitingApproval: MailTemplate<VendorAwaitingApprovalParams> = {
  en: (p) => ({
    subject: `New vendor waiting for approval: ${p.businessName}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `${p.businessName} has signed up to sell on Hariyali and is waiting for your approval. Its products stay out of the shop until you approve it.`,
      'Please review the business and its details in the Vendors section of the admin area.',
    ],
    facts: [['Vendor', p.businessName]],
    action: { label: 'Review vendors', path: ADMIN_VENDORS_PATH },
    closing: 'Hariyali',
  }),
  hi: (p) => ({
    subject: `नया विक्रेता मंज़ूरी के इंतज़ार में: ${p.businessName}`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: [
      `${p.businessName} ने हरियाली पर बेचने के लिए खाता बनाया है और आपकी मंज़ूरी का इंतज़ार कर रहा है। मंज़ूरी मिलने तक इसका सामान दुकान में नहीं दिखेगा।`,
      'कृपया एडमिन के "विक्रेता" सेक्शन में इस कारोबार और इसकी जानकारी की जाँच करें।',
    ],
    facts: [['विक्रेता', p.businessName]],
    action: { label: 'विक्रेताओं की जाँच करें', path: ADMIN_VENDORS_PATH },
    closing: 'हरियाली',
  }),
  mr: (p) => ({
    subject: `नवीन विक्रेता मंजुरीच्या प्रतीक्षेत: ${p.businessName}`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: [
      `${p.businessName} ने हरियालीवर विक्रीसाठी खाते उघडले आहे आणि ते तुमच्या मंजुरीची वाट पाहत आहे. मंजुरी मिळेपर्यंत त्याची उत्पादने दुकानात दिसणार नाहीत.`,
      'कृपया ॲडमिनच्या "विक्रेते" विभागात या व्यवसायाची आणि त्याच्या माहितीची तपासणी करा.',
    ],
    facts: [['विक्रेता', p.businessName]],
    action: { label: 'विक्रेत्यांची तपासणी करा', path: ADMIN_VENDORS_PATH },
    closing: 'हरियाली',
  }),
};
