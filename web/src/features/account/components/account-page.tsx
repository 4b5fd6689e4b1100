import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import styles from './account.module.css';

// My page's sections, in the order a collector looks for them.
const SECTIONS = [
  { to: paths.accountDashboard, key: 'dashboard' },
  { to: paths.accountOrderList, key: 'orders' },
  { to: paths.accountCollection, key: 'collection' },
  { to: paths.accountCoupons, key: 'coupons' },
  { to: paths.accountAddresses, key: 'addresses' },
  { to: paths.accountProfile, key: 'profile' },
] as const;

/** Every my-page screen: the section links, the title, then the screen. */
export const AccountPage = ({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('account');
  return (
    <div className={styles.page} data-testid={testId}>
      <nav className={styles.nav} aria-label={t('nav.label')} data-testid="account-nav">
        {SECTIONS.map((section) => (
          <NavLink key={section.key} to={section.to}>
            {t(`nav.${section.key}`)}
          </NavLink>
        ))}
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
};
