// The staff's text chunks in Marathi (staff-loaders.ts): loaded only by a staff page shown in it.
export default import.meta.glob<Record<string, unknown>>(['./locales/mr/admin*.json', './locales/mr/vendor-*.json', './locales/mr/staff*.json'], { import: 'default' });
