import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from './auth.module.css';

// The full sign-up (consents, terms pop-ups, e-mail code) lands with the Members API.
const SignupRoute = () => {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <h1>{t('signup.title')}</h1>
        <p>{t('signup.pending')}</p>
        <div className={styles.links}>
          <Link to={paths.login}>{t('signup.to-login')}</Link>
        </div>
      </div>
    </div>
  );
};

export default SignupRoute;
