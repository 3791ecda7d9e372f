// mail: the outbox every module queues its e-mail into, in the transaction of what it tells
// (docs/decisions/0025), the messages, the worker that sends them by SMTP, and Admin -> E-mail.
// The front door of the module (docs/decisions/0042).
export { MailOutbox } from './outbox.ts';
export { AccountMessages } from './account-messages.ts';
export { OrderMessages } from './order-messages.ts';
export type { OrderBuyers } from './order-mail.ts';
export { passwordReset } from './messages/password-reset.ts';
export { MailWorker, type MailRun } from './mail-worker.ts';
export { SmtpSender, type MailSender } from './smtp-sender.ts';
export { AdminMailService } from './admin-mail.service.ts';
export { adminMailRoutes } from './admin-mail.routes.ts';
