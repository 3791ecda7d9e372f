// mail: the messages outbox every module queues its e-mail, SMS and WhatsApp messages into, in the
// transaction of what it tells (docs/decisions/0025, 0051), the messages, the worker that sends them
// (SMTP, and the text providers of modules/messaging), the providers' delivery reports, the one-time
// codes' messages, and Admin -> Messages.
// The front door of the module (docs/decisions/0042).
export { MailOutbox } from './outbox.ts';
export { AccountMessages } from './account-messages.ts';
export { OrderMessages } from './order-messages.ts';
export { VendorOrderMessages, type VendorOrderSources } from './vendor-order-messages.ts';
export { VendorApplicationMessages, type ShopAdmins } from './vendor-application-messages.ts';
export { GrievanceMessages } from './grievance-messages.ts';
export type { OrderBuyers } from './order-mail.ts';
export { passwordReset } from './messages/password-reset.ts';
export { MailWorker, type MailRun, type TextProviders } from './mail-worker.ts';
export { CodeMessages, CodeNotSent } from './code-messages.ts';
export { TextReports } from './text-reports.ts';
export { textWebhookRoutes, type MarketingReplies, type TextWebhookKeys } from './text-webhooks.routes.ts';
export { MessageHistory, type Recipient, type SentMessage } from './message-history.ts';
export { SmtpSender, type MailSender } from './smtp-sender.ts';
export { AdminMailService } from './admin-mail.service.ts';
export { adminMailRoutes } from './admin-mail.routes.ts';
