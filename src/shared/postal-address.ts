/**
 * A postal address kept as one text ("Market Yard, Gultekdi, Pune 411037") split as the IRP and
 * the e-way bill portal take it: its 6-digit pincode, its place (the part with the pincode, else
 * the one before it) and the rest as the first address line. Undefined without a pincode.
 */
export function splitAddress(address: string): { addr1: string; loc: string; pin: number } | undefined {
  const pins = [...address.matchAll(/(?<!\d)([1-9]\d{5})(?!\d)/g)];
  const pin = pins.at(-1)?.[1];
  if (!pin) return undefined;
  const parts = address.split(/[,\n]/).map((p) => p.trim()).filter(Boolean);
  const at = parts.findIndex((p) => p.includes(pin));
  const withoutPin = (parts[at] ?? '').replace(pin, '').replace(/[\s-]+$/, '').trim();
  const locIndex = withoutPin ? at : at - 1;
  const loc = withoutPin || parts[at - 1] || '';
  const addr1 = parts.slice(0, Math.max(0, locIndex)).join(', ') || loc;
  if (!loc) return undefined;
  return { addr1: addr1.slice(0, 100), loc: loc.slice(0, 50), pin: Number(pin) };
}
