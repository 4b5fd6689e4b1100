import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from '@/app/layout/route-error.module.css';

export const RouteError = () => {
  const { t } = useTranslation('common');
  const error = useRouteError();
  console.error(error);
  return (
    <div className={styles.page} role="alert">
      <p className={styles.code}>!</p>
      <h1>{t('route-error.title')}</h1>
      <p>{t('route-error.body')}</p>
      <div className={styles.actions}>
        <button type="button" onClick={() => window.location.reload()}>
          {t('state.retry')}
        </button>
        <Link to={paths.home}>{t('not-found.home')}</Link>
      </div>
    </div>
  );
};
