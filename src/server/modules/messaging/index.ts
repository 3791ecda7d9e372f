// messaging: text messages to a farmer's mobile, by SMS (MSG91) or WhatsApp (the WhatsApp Business
// Cloud API), behind one TextSender interface. The front door of the module (docs/decisions/0042).
export { TextSendError, type TextChannel, type TextMessage, type TextSender } from './text-sender.ts';
export { Msg91Sms, type Msg91Keys } from './msg91-sms.ts';
export { WhatsAppCloud, verifyWhatsAppSignature, type WhatsAppKeys } from './whatsapp-cloud.ts';
