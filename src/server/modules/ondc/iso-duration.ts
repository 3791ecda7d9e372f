/**
 * An ISO 8601 duration as ONDC writes ttl, time_to_ship and return_window ("PT30S", "P1D", "P7D",
 * "PT1H30M") in milliseconds. Years and months count as 365 and 30 days: such lengths only ever
 * cap how long a message is worth answering. NaN for text that is no duration.
 */
export function durationMs(text: string): number {
  const m = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text);
  if (!m) return Number.NaN;
  const [years, months, weeks, days, hours, minutes, seconds] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v))) as [number, number, number, number, number, number, number];
  const dayCount = years * 365 + months * 30 + weeks * 7 + days;
  return Math.round(((dayCount * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000);
}
