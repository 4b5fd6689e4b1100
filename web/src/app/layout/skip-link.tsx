import { useTranslation } from 'react-i18next';
import styles from '@/app/layout/root-layout.module.css';

// The first stop for a keyboard user on every page: straight past the header to the content.
export const SkipLink = () => {
  const { t } = useTranslation('shell');
  return (
    <a className={styles.skipLink} href="#main" data-testid="skip-link">
      {t('a11y.skip-to-content')}
    </a>
  );
};
