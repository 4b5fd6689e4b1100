import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PageHero } from '@/components/ui/page-hero';
import { CardGrid } from '@/components/ui/card-grid';
import { useCompany } from '@/lib/company/use-company';
import { PageSection } from '@/components/ui/page-section';
import { CtaLinks } from '@/components/ui/cta-links';

type Entry = { title: string; body: string };

const AboutUsRoute = () => {
  const { t } = useTranslation('about');
  const values = t('about.values.items', { returnObjects: true }) as Record<string, Entry>;
  const company = useCompany();
  const offices = t('about.offices.items', {
    returnObjects: true,
    headOffice: company?.address ?? '…',
    branch: company?.branchAddress ?? '…',
  }) as Record<string, Entry>;
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <PageSection title={t('about.values.title')}>
        <CardGrid cards={values} />
      </PageSection>
      <PageSection title={t('about.offices.title')} soft>
        <CardGrid cards={offices} />
        <CtaLinks
          links={[
            { to: paths.faq, label: t('about.faq-link') },
            { to: paths.partnerShop, label: t('about.partner-link') },
          ]}
        />
      </PageSection>
    </>
  );
};

export default AboutUsRoute;
