import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PageHero } from '@/components/ui/page-hero';
import { CardGrid } from '@/components/ui/card-grid';
import ui from '@/components/ui/pages.module.css';
import { PageSection } from '@/components/ui/page-section';
import { CtaLinks } from '@/components/ui/cta-links';

type Entry = { title: string; body: string };

const GradingRoute = () => {
  const { t } = useTranslation('grading');
  const categories = t('guide.categories.items', { returnObjects: true }) as Record<string, string>;
  const rules = t('guide.rules.items', { returnObjects: true }) as Record<string, string>;
  const plans = t('guide.plans.items', { returnObjects: true }) as Record<string, Entry>;

  return (
    <>
      <PageHero eyebrow={t('guide.eyebrow')} title={t('guide.title')} lead={t('guide.lead')}>
        <CtaLinks
          links={[
            { to: paths.gradingSubmitPrice, label: t('guide.apply'), main: true },
            { to: paths.gradingDetail, label: t('guide.detail-link') },
          ]}
        />
      </PageHero>
      <PageSection title={t('guide.categories.title')}>
        <div className={ui.grid4}>
          {Object.entries(categories).map(([key, label]) => (
            <div key={key} className={ui.card}>
              <h3>{label}</h3>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection title={t('guide.plans.title')} soft>
        <CardGrid cards={plans} />
        <CtaLinks links={[{ to: paths.gradingPricing, label: t('guide.plans.pricing-link') }]} />
      </PageSection>
      <PageSection title={t('guide.rules.title')}>
        <ul className={ui.list}>
          {Object.entries(rules).map(([key, rule]) => (
            <li key={key}>{rule}</li>
          ))}
        </ul>
      </PageSection>
    </>
  );
};

export default GradingRoute;
