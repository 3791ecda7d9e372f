/** A carrier's shipment, as the admin enters it when shipping an order (issue 16: shipping needs one). */
export const SHIPMENT = { carrier: 'India Post', trackingNumber: 'EK123456789IN' } as const;

/** The body of a status change: shipping carries the shipment, as the admin's form sends it. */
export const statusChange = (status: unknown) => (status === 'shipped' ? { status, ...SHIPMENT } : { status });
