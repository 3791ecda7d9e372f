// grievances: customers' complaints as tickets with a number, from the contact form, the buyer's
// order page, a call or WhatsApp; the staff's desk with the rule's clocks (acknowledged within 48
// hours, resolved within a month) and the customer's own list (docs/product-rules.md 54,
// docs/decisions/0069). The front door of the module (docs/decisions/0042).
export { Grievances, type ContactComplaint, type NetworkComplaint, type NetworkTicket, type GrievanceAccounts, type GrievanceOrders, type TicketNumbers } from './grievances.service.ts';
export { storeGrievanceRoutes, adminGrievanceRoutes } from './grievances.routes.ts';
