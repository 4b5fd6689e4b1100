import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { contentListPage } from '@/config/constants';
import { paths } from '@/config/paths';
import { QueryView } from '@/components/ui/status-views';
import { useArticleListQuery, usePromotionListQuery } from '@/features/content/api/content-api';
import { MainBanners } from '@/features/banners/main-banners';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { formatDate } from '@/lib/dates';
import ui from '@/components/ui/pages.module.css';
import styles from './home.module.css';

const HomeRoute = () => {
  const { t } = useTranslation('home');
  const lang = useAppSelector(selectLanguage);
  const promotions = usePromotionListQuery(contentListPage);
  const notices = useArticleListQuery({ kind: 'NOTICE', offset: 0, limit: 4 });

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

      <section className="section">
        <div className="container">
          <h2 className="section-title">{t('why.title')}</h2>
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
        </div>
      </section>

      <section className={`section ${ui.soft}`}>
        <div className="container">
          <h2 className="section-title">{t('promotions.title')}</h2>
          <QueryView
            query={promotions}
            isEmpty={({ rows }) => rows.length === 0}
            empty={t('promotions.empty')}
          >
            {({ rows }) => (
              <div className={ui.grid3}>
                {rows.map((promotion) => (
                  <article key={promotion.id} className={ui.card} data-testid="promotion">
                    {promotion.imageUrl && (
                      <img className={styles.promoImage} src={promotion.imageUrl} alt="" />
                    )}
                    <h3>{promotion.title}</h3>
                    <p>{promotion.description}</p>
                    <p className={styles.period}>
                      {formatDate(promotion.startAt, lang)} – {formatDate(promotion.endAt, lang)}
                    </p>
                  </article>
                ))}
              </div>
            )}
          </QueryView>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className={styles.headRow}>
            <h2 className="section-title">{t('notices.title')}</h2>
            <Link to={paths.notice}>{t('notices.more')}</Link>
          </div>
          <QueryView query={notices} isEmpty={({ rows }) => rows.length === 0}>
            {({ rows }) => (
              <ul className={styles.noticeList}>
                {rows.map((notice) => (
                  <li key={notice.id}>
                    <Link to={`${paths.notice}#article-${notice.id}`}>{notice.title}</Link>
                    <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, lang)}</time>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
      </section>

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
