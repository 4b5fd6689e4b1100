import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/pages.module.css';

type Section = { title: string; body: string };

const Route = () => {
  const { t } = useTranslation('legal');
  const sections = t('privacy.sections', { returnObjects: true }) as Record<string, Section>;
  return (
    <>
      <PageHero title={t('privacy.title')} lead={t('privacy.effective')} />
      <section className="section">
        <div className={`container ${ui.prose}`}>
          {Object.entries(sections).map(([key, section]) => (
            <section key={key}>
              <h2>{section.title}</h2>
              <p>{section.body}</p>
            </section>
          ))}
        </div>
      </section>
    </>
  );
};

export default Route;
