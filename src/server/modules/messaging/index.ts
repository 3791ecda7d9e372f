// messaging: text messages to a farmer's mobile, by SMS (MSG91) or WhatsApp (the WhatsApp Business
// Cloud API), behind one TextSender interface. The front door of the module (docs/decisions/0042).
export { TextSendError, type TextChannel, type TextMessage, type TextSender } from './text-sender.ts';
export { Msg91Sms, type Msg91Keys } from './msg91-sms.ts';
export { WhatsAppCloud, verifyWhatsAppSignature, type WhatsAppKeys } from './whatsapp-cloud.ts';
export {
  TEXT_KINDS,
  TEXT_TEMPLATES,
  TEXT_WORDS,
  DLT_VALUE_MAX_LENGTH,
  isTextKind,
  renderText,
  dltBody,
  msg91FlowBody,
  whatsappBody,
  whatsappComponents,
  defaultWhatsAppTemplateName,
  paymentWord,
  decisionWord,
  groupWord,
  grievanceWord,
  productsValue,
  textAmount,
  smsValue,
  smsParts,
  type TextKind,
  type TextTemplate,
  type TextPaymentMethod,
  type WhatsAppComponent,
} from './text-templates.ts';
export { TextTemplateIdsError, loadTextTemplateIds, parseTextTemplateIds, type TextTemplateIds } from './template-ids.ts';
export { Msg91ReportError, parseMsg91Reports, type Msg91Report, type SmsReportStatus } from './msg91-reports.ts';
export {
  WhatsAppWebhookError,
  parseWhatsAppWebhook,
  isStopWord,
  isStartWord,
  verifyChallenge,
  type WhatsAppWebhook,
  type WhatsAppStatusUpdate,
  type WhatsAppInbound,
  type WhatsAppStatus,
} from './whatsapp-webhook.ts';
