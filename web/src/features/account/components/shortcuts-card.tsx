import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { paths } from '@/config/paths';
import styles from './shortcuts.module.css';

const SHORTCUTS = [
  { to: paths.gradingSubmitPrice, key: 'submit' },
  { to: paths.accountCollection, key: 'collection' },
  { to: paths.accountAddresses, key: 'addresses' },
  { to: paths.accountProfile, key: 'profile' },
] as const;

export const ShortcutsCard = () => {
  const { t } = useTranslation('account');
  return (
    <DashboardCard title={t('dashboard.shortcuts.title')} testId="dashboard-shortcuts">
      <ul className={styles.links}>
        {SHORTCUTS.map((s) => (
          <li key={s.key}>
            <Link to={s.to} data-testid={`shortcut-${s.key}`}>
              {t(`dashboard.shortcuts.${s.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
};
