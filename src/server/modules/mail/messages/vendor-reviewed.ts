import type { MailTemplate } from '../mail-text.ts';

export interface VendorReviewedParams {
  name: string;
  businessName: string;
  approved: boolean;
  /** The admin's reason, given with every rejection (and a suspension). */
  reason: string | null;
}

/**
 * The admin's decision on a vendor account (docs/product-rules.md 30; the sign-up page promises this mail):
 * approved, it may publish products; rejected (or suspended), the reason and what to do next.
 */
export const vendorReviewed: MailTemplate<VendorReviewedParams> = {
  en: (p) => ({
    subject: p.approved ? `${p.businessName} is approved to sell on Hariyali` : `Your Hariyali vendor account: ${p.businessName} was not approved`,
    greeting: `Hello ${p.name},`,
    paragraphs: p.approved
      ? [
          `Good news: your vendor account for ${p.businessName} is approved. Your published products now appear in the shop, and you can add more from your dashboard.`,
          'Keep your stock up to date, so farmers can count on what they order.',
        ]
      : [
          `We have reviewed your vendor account for ${p.businessName} and cannot approve it at this time. Your products are not shown in the shop.`,
          'The reason is below, and on your dashboard. Once you have put it right, please write to us through the Contact page and we will review your account again.',
        ],
    facts: p.reason ? [['Reason', p.reason]] : [],
    action: { label: 'Open your vendor dashboard', path: '/vendor/dashboard' },
    closing: 'The Hariyali team',
  }),
  hi: (p) => ({
    subject: p.approved ? `${p.businessName} को हरियाली पर बेचने की मंज़ूरी मिल गई` : `आपका हरियाली विक्रेता खाता: ${p.businessName} को मंज़ूरी नहीं मिली`,
    greeting: `नमस्ते ${p.name},`,
    paragraphs: p.approved
      ? [
          `ख़ुशख़बरी: ${p.businessName} का आपका विक्रेता खाता मंज़ूर हो गया है। आपके प्रकाशित उत्पाद अब दुकान में दिखते हैं, और आप अपने डैशबोर्ड से और उत्पाद जोड़ सकते हैं।`,
          'अपना स्टॉक हमेशा सही रखें, ताकि किसान जो मँगाएँ वह उन्हें ज़रूर मिले।',
        ]
      : [
          `हमने ${p.businessName} के आपके विक्रेता खाते की जाँच की, पर अभी उसे मंज़ूरी नहीं दे सकते। आपके उत्पाद दुकान में नहीं दिखाए जाते।`,
          'कारण नीचे दिया है, और आपके डैशबोर्ड पर भी दिखता है। इसे ठीक करने के बाद संपर्क पेज से हमें लिखें, हम आपके खाते की फिर से जाँच करेंगे।',
        ],
    facts: p.reason ? [['कारण', p.reason]] : [],
    action: { label: 'अपना विक्रेता डैशबोर्ड खोलें', path: '/vendor/dashboard' },
    closing: 'हरियाली टीम',
  }),
  mr: (p) => ({
    subject: p.approved ? `${p.businessName} ला हरियालीवर विक्रीसाठी मंजुरी मिळाली` : `तुमचे हरियाली विक्रेता खाते: ${p.businessName} ला मंजुरी मिळाली नाही`,
    greeting: `नमस्कार ${p.name},`,
    paragraphs: p.approved
      ? [
          `आनंदाची बातमी: ${p.businessName} चे तुमचे विक्रेता खाते मंजूर झाले आहे. तुमची प्रकाशित उत्पादने आता दुकानात दिसतात, आणि तुम्ही तुमच्या डॅशबोर्डवरून आणखी उत्पादने जोडू शकता.`,
          'तुमचा स्टॉक नेहमी अचूक ठेवा, म्हणजे शेतकऱ्यांनी मागवलेला माल त्यांना नक्की मिळेल.',
        ]
      : [
          `आम्ही ${p.businessName} च्या तुमच्या विक्रेता खात्याची तपासणी केली, पण सध्या ते मंजूर करू शकत नाही. तुमची उत्पादने दुकानात दाखवली जात नाहीत.`,
          'कारण खाली दिले आहे, आणि तुमच्या डॅशबोर्डवरही दिसते. ते दुरुस्त केल्यावर संपर्क पानावरून आम्हाला लिहा, आम्ही तुमचे खाते पुन्हा तपासू.',
        ],
    facts: p.reason ? [['कारण', p.reason]] : [],
    action: { label: 'तुमचा विक्रेता डॅशबोर्ड उघडा', path: '/vendor/dashboard' },
    closing: 'हरियाली टीम',
  }),
};
