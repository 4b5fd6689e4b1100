import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { contentListPage } from '@/config/constants';
import { QueryView } from '@/components/ui/status-views';
import { formatDate } from '@/lib/dates';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import ui from '@/components/ui/pages.module.css';
import { usePromotionListQuery } from '../api/content-api';
import styles from './home-news.module.css';

/** The home page's running promotions, each with its image and period. */
export const HomePromotions = () => {
  const { t } = useTranslation('home');
  const lang = useAppSelector(selectLanguage);
  const promotions = usePromotionListQuery(contentListPage);
  return (
    <section className={`section ${ui.soft}`}>
      <div className="container">
        <h2 className="section-title">{t('promotions.title')}</h2>
        <QueryView query={promotions} isEmpty={({ rows }) => rows.length === 0} empty={t('promotions.empty')}>
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
  );
};
