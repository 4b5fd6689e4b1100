import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { HomeNotices } from '@/features/content/home/home-notices';
import { HomePromotions } from '@/features/content/home/home-promotions';
import { MainBanners } from '@/features/banners/main-banners';
import ui from '@/components/ui/pages.module.css';
import styles from './home.module.css';
import { PageSection } from '@/components/ui/page-section';

const HomeRoute = () => {
  const { t } = useTranslation('home');

  return (
    <>
      <MainBanners />
      <section className={`section ${styles.quick}`} data-testid="home-extra">
        <div className="container">
          <div className={ui.grid4}>
            <Link to={paths.grading} className={styles.quickCard}>
              <strong>{t('quick.grading.title')}</strong>
              <span>{t('quick.grading.body')}</span>
            </Link>
            <Link to={paths.gradingPricing} className={styles.quickCard}>
              <strong>{t('quick.pricing.title')}</strong>
              <span>{t('quick.pricing.body')}</span>
            </Link>
            <Link to={paths.reholderSubmit} className={styles.quickCard}>
              <strong>{t('quick.reholder.title')}</strong>
              <span>{t('quick.reholder.body')}</span>
            </Link>
            <Link to={paths.certification} className={styles.quickCard}>
              <strong>{t('quick.certification.title')}</strong>
              <span>{t('quick.certification.body')}</span>
            </Link>
          </div>
        </div>
      </section>

      <PageSection title={t('why.title')}>
        <div className={ui.grid3}>
          <article className={ui.card}>
            <h3>{t('why.accuracy.title')}</h3>
            <p>{t('why.accuracy.body')}</p>
          </article>
          <article className={ui.card}>
            <h3>{t('why.holder.title')}</h3>
            <p>{t('why.holder.body')}</p>
          </article>
          <article className={ui.card}>
            <h3>{t('why.tracking.title')}</h3>
            <p>{t('why.tracking.body')}</p>
          </article>
        </div>
      </PageSection>

      <HomePromotions />
      <HomeNotices />

      <section className={styles.band}>
        <div className="container">
          <h2>{t('cta.title')}</h2>
          <p>{t('cta.body')}</p>
          <Link to={paths.gradingSubmitPrice} className={styles.bandButton}>
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </>
  );
};

export default HomeRoute;
