// contact: the contact form's messages and the admin's inbox of them.
// The front door of the module (docs/decisions/0042).
export { ContactService, type ComplaintDesk } from './contact.service.ts';
export { contactRoutes } from './contact.routes.ts';
export { adminContactRoutes } from './admin-contact.routes.ts';
