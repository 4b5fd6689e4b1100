import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useVisibleBanners } from '@/features/banners/use-visible-banners';
import styles from '@/features/banners/main-banners.module.css';
import { CtaLinks } from '@/components/ui/cta-links';

// Main banners rotate every 5 s; with none live (or no API) the brand hero stands in.
export const MainBanners = () => {
  const { t } = useTranslation('home');
  const { banners, isLoading } = useVisibleBanners('MAIN');
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (banners.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % banners.length), 5000);
    return () => window.clearInterval(timer);
  }, [banners.length]);

  if (isLoading) return <div className={styles.placeholder} aria-hidden="true" />;

  const banner = banners[index % Math.max(banners.length, 1)];
  if (!banner) {
    return (
      <section className={styles.hero} data-testid="home-hero">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <CtaLinks
            links={[
              { to: paths.gradingSubmitPrice, label: t('hero.apply'), main: true },
              { to: paths.gradingPricing, label: t('hero.pricing') },
            ]}
            classes={{ row: styles.heroActions, main: styles.primary, other: styles.secondary }}
          />
        </div>
      </section>
    );
  }

  const image = <img src={banner.fileInfo.url} alt={banner.title ?? ''} />;
  return (
    <section
      className={styles.carousel}
      style={{ background: banner.colorCode ?? '#2e1065' }}
      data-testid="main-banners"
    >
      <div className={styles.slide}>
        {banner.landingUrl ? <Link to={banner.landingUrl}>{image}</Link> : image}
      </div>
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((item, i) => (
            <button
              key={item.id}
              type="button"
              aria-label={t('hero.slide', { n: i + 1 })}
              aria-current={i === index}
              className={i === index ? styles.dotActive : styles.dot}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
};
