import { z } from 'zod';

/**
 * E-way bills (CGST Rule 138, docs/decisions/0073): what the dispatcher gives for Part B (how the
 * goods travel), the limit a consignment's value must exceed before one is needed, and the number
 * the portal gave. Messages are keys of VALIDATION_MESSAGES.
 */

/**
 * The vehicle numbers the e-way bill system accepts, as its master of "Valid Formats of Vehicle
 * Numbers" lists them (GSTN/NIC general master): the registration's state code first, then the
 * district, series and number (AB121234, AB12A1234, AB12AB1234, AB123A1234, AB12ABC1234); the old
 * three-letter series (ABC1234); defence vehicles (DF and 6 more); a temporary registration (TM),
 * a Bhutanese (BP) or Nepalese (NP) vehicle, 7 to 15 characters in all. Written without spaces: a
 * Delhi number without its district's leading zero (DL1AB123) is entered with it (DL01AB0123), as
 * the portal's advisory says.
 */
export const VEHICLE_NUMBER_FORMATS: readonly RegExp[] = [
  /^[A-Z]{2}[0-9]{2}[0-9]{4}$/,
  /^[A-Z]{2}[0-9]{2}[A-Z][0-9]{4}$/,
  /^[A-Z]{2}[0-9]{2}[A-Z]{2}[0-9]{4}$/,
  /^[A-Z]{3}[0-9]{4}$/,
  /^[A-Z]{2}[0-9]{3}[A-Z][0-9]{4}$/,
  /^[A-Z]{2}[0-9]{2}[A-Z]{3}[0-9]{4}$/,
  /^DF[A-Z0-9]{6}$/,
  /^(?:TM|BP|NP)[A-Z0-9]{5,13}$/,
];

export const isVehicleNumber = (value: string) => VEHICLE_NUMBER_FORMATS.some((format) => format.test(value));

/** As typed ("mh 12 ab-1234"): capitals, without the spaces and hyphens the portal refuses. */
const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

export const vehicleNumberField = z.string().trim().transform(compact).pipe(z.string().refine(isVehicleNumber, 'vehicleNumber'));

/**
 * The transporter's id: its GSTIN, or the TRANSIN the e-way bill portal enrols an unregistered
 * transporter under, 15 characters (2 digits, then 13 capitals or digits: the pattern of the NIC
 * schemas' transporter id). A TRANSIN has no GSTIN check character to verify.
 */
export const TRANSPORTER_ID_PATTERN = /^[0-9]{2}[0-9A-Z]{13}$/;

export const transporterIdField = z.string().trim().transform(compact).pipe(z.string().regex(TRANSPORTER_ID_PATTERN, 'transporterId'));

/** The modes of transport of the e-way bill (transMode): 1 road, 2 rail, 3 air, 4 ship. */
export const TRANSPORT_MODES = ['road', 'rail', 'air', 'ship'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/**
 * Regular cargo, or over-dimensional cargo (a single indivisible unit beyond the dimensions of
 * rule 93 of the Central Motor Vehicles Rules): vehicleType R or O, and another validity (Rule 138(10)).
 */
export const CARGO_KINDS = ['regular', 'over_dimensional'] as const;
export type CargoKind = (typeof CARGO_KINDS)[number];

/** The longest distance the e-way bill takes (transDistance), in km. */
export const MAX_EWAY_BILL_DISTANCE_KM = 4000;

const optionalText = <T extends z.ZodType<string, string>>(field: T) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v?.trim() ? v : null))
    .pipe(field.nullable());

/**
 * Part B and the distance, as the dispatcher gives them. By road: the vehicle's number, or the
 * transporter's id for the transporter to add the vehicle (Part A alone). By rail, air or ship:
 * the transport document's number and date (the portal's rule for those modes). The distance
 * between the pincodes, 0 to leave it to the portal (which knows the distance between most pincodes).
 */
const transportShape = {
  mode: z.enum(TRANSPORT_MODES, 'transportMode'),
  distanceKm: z.number('ewayDistance').int('ewayDistance').min(0, 'ewayDistance').max(MAX_EWAY_BILL_DISTANCE_KM, 'ewayDistance'),
  cargo: z.enum(CARGO_KINDS, 'cargoKind').default('regular'),
  vehicleNo: optionalText(vehicleNumberField),
  transporterId: optionalText(transporterIdField),
  transporterName: optionalText(z.string().trim().max(100, 'tooLong100')),
  transportDocNo: optionalText(z.string().trim().regex(/^[A-Za-z0-9/-]{1,15}$/, 'transportDocNo')),
  /** YYYY-MM-DD */
  transportDocDate: optionalText(z.iso.date('date')),
};

/** Part B as the portal requires it: by road a vehicle or a transporter, by rail, air or ship the transport document. */
function partB(t: { mode: TransportMode; vehicleNo: string | null; transporterId: string | null; transportDocNo: string | null; transportDocDate: string | null }, ctx: z.RefinementCtx) {
  if (t.mode === 'road' && !t.vehicleNo && !t.transporterId) ctx.addIssue({ code: 'custom', path: ['vehicleNo'], message: 'ewayPartB' });
  if (t.mode !== 'road' && !(t.transportDocNo && t.transportDocDate)) ctx.addIssue({ code: 'custom', path: ['transportDocNo'], message: 'transportDocument' });
}

export const EWayBillTransportInput = z.object(transportShape).superRefine(partB);

/**
 * POST /api/admin/orders/:id/eway-bill/generate: Part B and the distance the GSP generates the
 * order's bill with (docs/decisions/0073, "Through a GSP"); Part A is the invoice's.
 */
export const AdminGenerateEWayBill = EWayBillTransportInput;
export type AdminGenerateEWayBill = z.input<typeof AdminGenerateEWayBill>;
export type EWayBillTransportInput = z.input<typeof EWayBillTransportInput>;
export type EWayBillTransport = z.infer<typeof EWayBillTransportInput>;

/** The number the portal gives an e-way bill: 12 digits. */
export const eWayBillNumberField = z.string().trim().transform(compact).pipe(z.string().regex(/^[0-9]{12}$/, 'ewayBillNumber'));

/**
 * The shop's limit for a movement within one state, in paise (a state may notify a higher one
 * than Rule 138's ₹50,000 for its own movements; the highest notified is ₹1,00,000).
 */
export const eWayBillThresholdField = z.number('ewayThreshold').int('ewayThreshold').min(0, 'ewayThreshold').max(1_00_00_000, 'ewayThreshold');

/**
 * GET /api/admin/orders/:id/eway-bill.json: Part B and the distance for the portal's bulk file, as
 * the query of a download link (numbers as text); by road unless another mode is given.
 */
export const EWayBillJsonQuery = z
  .object({
    ...transportShape,
    mode: transportShape.mode.default('road'),
    distanceKm: z.coerce.number('ewayDistance').pipe(transportShape.distanceKm),
  })
  .superRefine(partB);
export type EWayBillJsonQuery = z.input<typeof EWayBillJsonQuery>;

/**
 * POST /api/admin/orders/:id/eway-bill: what the portal gave for the order's invoice (its number
 * and the date-time it was generated, with the offset: India's +05:30 from the form), and Part B
 * and the distance it was generated with (its validity follows from them, docs/decisions/0073).
 */
export const AdminEnterEWayBill = z
  .object({
    ...transportShape,
    number: eWayBillNumberField,
    generatedAt: z.iso.datetime({ offset: true, message: 'ewayGeneratedAt' }),
  })
  .superRefine(partB);
export type AdminEnterEWayBill = z.input<typeof AdminEnterEWayBill>;

/** An order's current e-way bill, as the dispatcher entered it. */
export const AdminEWayBill = z.object({
  number: z.string(),
  /** The tax invoice it was generated for, and its number. */
  documentId: z.string(),
  generatedAt: z.string(),
  /** Midnight in India at the end of its last day (docs/decisions/0073). */
  validUntil: z.string(),
  distanceKm: z.number(),
  cargo: z.enum(CARGO_KINDS),
  mode: z.enum(TRANSPORT_MODES),
  vehicleNo: z.string().nullable(),
  transporterId: z.string().nullable(),
  enteredByName: z.string(),
  createdAt: z.string(),
});
export type AdminEWayBill = z.infer<typeof AdminEWayBill>;

/**
 * GET /api/admin/orders/:id/eway-bill: whether the order's consignment (the shop's own tax
 * invoice) needs one, its value with tax against the limit, and the bill entered, if any.
 */
export const AdminOrderEWayBill = z.object({
  needed: z.boolean(),
  /** The consignment value (docs/decisions/0073): the shop's invoice with its tax, exempt lines left out; 0 without one. */
  valuePaise: z.number(),
  thresholdPaise: z.number(),
  interState: z.boolean(),
  /** The shop's tax invoice of the order (null: it has none, its lines are all a vendor's or nil-rated). */
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  bill: AdminEWayBill.nullable(),
  /** The bill is valid now, by the shop's clock. */
  valid: z.boolean(),
  /** A GSP's e-way bill API is set up on the server (EWAYBILL_*): the card offers to generate the bill. */
  gsp: z.boolean(),
});
export type AdminOrderEWayBill = z.infer<typeof AdminOrderEWayBill>;

/** The shop's e-way bill limits: within its state (a setting), between states (Rule 138's, fixed). */
export const EWayBillSettings = z.object({
  intraStateThresholdPaise: z.number(),
  interStateThresholdPaise: z.number(),
  updatedAt: z.string().nullable(),
});
export type EWayBillSettings = z.infer<typeof EWayBillSettings>;

/** PUT /api/admin/eway-bill-settings */
export const AdminUpdateEWayBillSettings = z.object({ intraStateThresholdPaise: eWayBillThresholdField });
export type AdminUpdateEWayBillSettings = z.infer<typeof AdminUpdateEWayBillSettings>;

/**
 * Admin -> Tax & Business, the e-way bill card: the limit within the state as the owner types it,
 * in whole rupees, sent as paise (PUT /api/admin/eway-bill-settings).
 */
export const EWayBillSettingsForm = z.object({
  intraStateThresholdPaise: z
    .string()
    .trim()
    .regex(/^[0-9]{1,7}$/, 'ewayThresholdRupees')
    .transform((rupees) => Number(rupees) * 100)
    .pipe(z.number().max(1_00_00_000, 'ewayThresholdRupees')),
});
export type EWayBillSettingsFormInput = z.input<typeof EWayBillSettingsForm>;

/** GET /api/admin/orders/:id/eway-bill.json: the portal's bulk-upload file (docs/decisions/0073), one bill. */
export const EWayBillBulkFile = z.object({ version: z.string(), billLists: z.array(z.record(z.string(), z.unknown())) });
