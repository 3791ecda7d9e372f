/**
 * "My farm"'s limits and form fields (docs/product-rules.md 42): plain constants, no zod, for the
 * page (its first-load budget) as for the schemas (src/shared/schemas/farm.ts).
 */

/** How many crops one farmer records: more fields than a family farms in a year. */
export const MAX_FARM_CROPS = 20;
/** A sowing day may be at most this many days back (a crop sown over a year ago is out of the field)... */
export const SOWN_DAYS_BACK = 366;
/** ...and at most this many ahead: a sowing the farmer plans for the coming weeks. */
export const SOWN_DAYS_AHEAD = 60;
export const MAX_DISTRICT = 60;

/** The form's boxes as they hold them (and as a form sent without JavaScript carries them). */
export type FarmCropFormValues = { crop: string; acres: string; sownOn: string; state: string; district: string };
export const FARM_CROP_FIELDS = ['crop', 'acres', 'sownOn', 'state', 'district'] as const;
