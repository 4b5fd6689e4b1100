import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessCheckPopup } from '@/config/constants';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useViewport } from '@/lib/use-viewport';
import { Logo } from '@/app/layout/logo';
import styles from '@/app/layout/footer.module.css';

const openBusinessCheck = () => {
  const { width, height } = businessCheckPopup;
  window.open(company.businessCheckUrl, 'business-check', `width=${width},height=${height},scrollbars=yes`);
};

export const Footer = () => {
  const { t } = useTranslation('shell');
  const viewport = useViewport();
  const compact = viewport === 'small' || viewport === 'mobile';
  const year = new Date().getFullYear();

  return (
    <footer className={`${styles.footer} ${compact ? styles.compact : ''}`} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>
          <section className={styles.center} aria-labelledby="footer-center">
            <h2 id="footer-center">{t('footer.customer-center')}</h2>
            <a className={styles.phone} href={`tel:${company.phone}`}>
              {company.phone}
            </a>
            <p className={styles.hours}>{t('footer.hours')}</p>
            <div className={styles.contactRow}>
              <a className={styles.messenger} href={company.messengerUrl} target="_blank" rel="noreferrer">
                {t('footer.messenger')}
              </a>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </div>
          </section>
          <div className={styles.linkColumns}>
            <nav aria-label={t('footer.legal')}>
              <Link to={paths.agreement}>{t('footer.agreement')}</Link>
              <Link to={paths.privacy} className={styles.strong}>
                {t('footer.privacy')}
              </Link>
              <Link to={paths.partnerShop}>{t('footer.partnership')}</Link>
            </nav>
            <nav aria-label={t('footer.social')} className={styles.social}>
              <a href={company.instagramUrl} target="_blank" rel="noreferrer">
                Instagram
              </a>
              <a href={company.youtubeUrl} target="_blank" rel="noreferrer">
                YouTube
              </a>
            </nav>
          </div>
        </div>
        <div className={styles.company}>
          <p>
            {t('footer.company-name')} · {t('footer.ceo')} · {t('footer.address')}
          </p>
          <p>
            {t('footer.business-number', { number: company.businessNumber })} ·{' '}
            {t('footer.mail-order', { number: company.mailOrderNumber })}{' '}
            <button type="button" className={styles.check} onClick={openBusinessCheck}>
              {t('footer.business-check')}
            </button>
          </p>
          <p>{t('footer.taiwan-branch')}</p>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
};
