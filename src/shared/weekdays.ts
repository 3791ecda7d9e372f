/**
 * The days of the week as the site settings store them, Monday first as an Indian shop's week
 * reads. Apart from the schemas so that the storefront's footer reads them without zod.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
