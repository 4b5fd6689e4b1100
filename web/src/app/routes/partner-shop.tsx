import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { QueryView } from '@/components/ui/status-views';
import { usePartnerShopListQuery, type PartnerShop } from '@/features/partner-shop/api/partner-shop-api';
import { InquiryForm } from '@/features/partner-shop/inquiry-form';
import ui from '@/components/ui/pages.module.css';
import styles from './partner-shop.module.css';
import { PageSection } from '@/components/ui/page-section';

const byCity = (shops: PartnerShop[]) =>
  shops.reduce<Record<string, PartnerShop[]>>((groups, shop) => {
    (groups[shop.city] ??= []).push(shop);
    return groups;
  }, {});

const PartnerShopRoute = () => {
  const { t } = useTranslation('partner');
  const shops = usePartnerShopListQuery();
  return (
    <>
      <PageHero eyebrow={t('shops.eyebrow')} title={t('shops.title')} lead={t('shops.lead')} />
      <section className="section">
        <div className="container">
          <QueryView query={shops} isEmpty={({ rows }) => rows.length === 0}>
            {({ rows }) =>
              Object.entries(byCity(rows)).map(([city, cityShops]) => (
                <div key={city} className={styles.city}>
                  <h2>{city}</h2>
                  <div className={ui.grid3}>
                    {cityShops.map((shop) => (
                      <article key={shop.id} className={ui.card} data-testid="partner-shop">
                        <h3>{shop.businessName}</h3>
                        <p>{shop.information}</p>
                        <p className={styles.meta}>{shop.address}</p>
                        <a className={styles.meta} href={`tel:${shop.number}`}>
                          {shop.number}
                        </a>
                      </article>
                    ))}
                  </div>
                </div>
              ))
            }
          </QueryView>
        </div>
      </section>
      <PageSection title={t('form.title')} soft id="inquiry">
        <p className={ui.muted}>{t('form.lead')}</p>
        <InquiryForm />
      </PageSection>
    </>
  );
};

export default PartnerShopRoute;
