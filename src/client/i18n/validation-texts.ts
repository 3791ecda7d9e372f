import { VALIDATION_MESSAGES } from '#shared/validation-messages';
import { i18n } from './index.ts';

// The English validation texts (common:validation.*) travel with the form code, which loads after
// a page's first paint, instead of weighing on every first load. Importing this module adds them.
i18n.addResourceBundle('en', 'common', { validation: VALIDATION_MESSAGES }, false);
