import { VALIDATION_MESSAGES } from '#shared/validation-messages';
import { i18n, loadNamespaces, VALIDATION_NAMESPACE } from './index.ts';

// The validation texts (common:validation.*) travel with the form code, which loads after a
// page's first paint, instead of weighing on every first load: English's are in this module,
// another language's chunk starts loading when it is imported (a message shows only once a form
// is sent, long after).
i18n.addResourceBundle('en', 'common', { validation: VALIDATION_MESSAGES }, false);
void loadNamespaces(VALIDATION_NAMESPACE);
