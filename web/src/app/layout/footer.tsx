import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessCheckPopup } from '@/config/constants';
import { company } from '@/config/company';
import { useCompany } from '@/lib/company/use-company';
import { paths } from '@/config/paths';
import { useViewport } from '@/lib/use-viewport';
import { Logo } from '@/app/layout/logo';
import styles from '@/app/layout/footer.module.css';

const openBusinessCheck = (businessNumber: string) => {
  const { width, height } = businessCheckPopup;
  window.open(
    `${company.businessCheckUrl}${businessNumber.replace(/\D/g, '')}`,
    'business-check',
    `width=${width},height=${height},scrollbars=yes`,
  );
};

export const Footer = () => {
  const { t } = useTranslation('shell');
  const viewport = useViewport();
  const compact = viewport === 'small' || viewport === 'mobile';
  const year = new Date().getFullYear();
  const facts = useCompany();

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
        <div className={styles.company} data-testid="footer-company">
          {/* The registration lines wait for the api (deploy config); the copyright never does. */}
          {facts && (
            <>
              <p>
                {facts.name} · {t('footer.ceo', { name: facts.representative })} · {facts.address}
              </p>
              <p>
                {t('footer.business-number', { number: facts.businessNumber })} ·{' '}
                {t('footer.mail-order', { number: facts.mailOrderNumber })}{' '}
                <button
                  type="button"
                  className={styles.check}
                  onClick={() => openBusinessCheck(facts.businessNumber)}
                >
                  {t('footer.business-check')}
                </button>
              </p>
              <p>{t('footer.taiwan-branch', { address: facts.branchAddress })}</p>
            </>
          )}
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
};
