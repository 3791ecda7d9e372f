// The staff's text chunks in Hindi (staff-loaders.ts): loaded only by a staff page shown in it.
export default import.meta.glob<Record<string, unknown>>(['./locales/hi/admin*.json', './locales/hi/vendor-*.json', './locales/hi/staff*.json'], { import: 'default' });
