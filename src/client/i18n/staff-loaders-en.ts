// The staff's text chunks in English (staff-loaders.ts): loaded only by a staff page shown in it.
export default import.meta.glob<Record<string, unknown>>(['./locales/en/admin*.json', './locales/en/vendor-*.json', './locales/en/staff*.json'], { import: 'default' });
