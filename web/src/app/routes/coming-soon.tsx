import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from '@/app/layout/route-error.module.css';

const ComingSoonRoute = () => {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} data-testid="coming-soon">
      <p className={styles.code}>◇</p>
      <h1>{t('coming-soon.title')}</h1>
      <p>{t('coming-soon.body')}</p>
      <div className={styles.actions}>
        <Link to={paths.home}>{t('not-found.home')}</Link>
      </div>
    </div>
  );
};

export default ComingSoonRoute;
