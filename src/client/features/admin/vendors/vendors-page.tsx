import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminSectionHeader } from '../components/admin-section.tsx';

/** TODO(skeleton): replaced by the issue 5 work. */
export default function Page() {
  const { t } = useTranslation('admin-vendors');
  return <AdminSectionHeader title={t('title')} />;
}
