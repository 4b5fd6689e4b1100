import { useTranslation } from 'react-i18next';
import { LegalSections } from './legal-sections';
import { PageHero } from './page-hero';
import ui from './pages.module.css';

/** /agreement and /privacy: one page shape, the document named by `doc` in the legal namespace. */
export const LegalPage = ({ doc }: { doc: 'agreement' | 'privacy' }) => {
  const { t } = useTranslation('legal');
  return (
    <>
      <PageHero title={t(`${doc}.title`)} lead={t(`${doc}.effective`)} />
      <section className="section">
        <div className={`container ${ui.prose}`}>
          <LegalSections sectionsKey={`legal:${doc}.sections`} heading="h2" />
        </div>
      </section>
    </>
  );
};
