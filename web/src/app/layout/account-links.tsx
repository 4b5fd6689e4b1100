import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/app/hooks';
import { selectHasSession } from '@/lib/session/session-slice';
import styles from '@/app/layout/account-links.module.css';
import { HeaderAvatar } from '@/app/layout/header-avatar';

export const AccountLinks = ({ stacked = false }: { stacked?: boolean }) => {
  const { t } = useTranslation('shell');
  const hasSession = useAppSelector(selectHasSession);
  return (
    <div className={`${styles.links} ${stacked ? styles.stacked : ''}`}>
      {hasSession ? (
        <>
          <HeaderAvatar />
          <Link to={paths.accountDashboard}>{t('header.my-page')}</Link>
          <Link to={paths.logout}>{t('header.logout')}</Link>
        </>
      ) : (
        <Link to={paths.login} data-testid="login-link">
          {t('header.login-signup')}
        </Link>
      )}
    </div>
  );
};
