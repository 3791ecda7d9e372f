// addresses: a buyer's saved delivery addresses, checked against the pincode directory.
// The front door of the module (docs/decisions/0042).
export { AddressesService } from './addresses.service.ts';
export { addressRoutes } from './addresses.routes.ts';
