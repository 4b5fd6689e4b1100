import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from '@/app/layout/route-error.module.css';

const NotFoundRoute = () => {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1>{t('not-found.title')}</h1>
      <p>{t('not-found.body')}</p>
      <div className={styles.actions}>
        <Link to={paths.home}>{t('not-found.home')}</Link>
      </div>
    </div>
  );
};

export default NotFoundRoute;
