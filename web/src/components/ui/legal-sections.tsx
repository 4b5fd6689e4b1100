import { useTranslation } from 'react-i18next';

type Section = { title: string; body: string };

/** The keys (with namespace) holding a legal document's `{ <id>: { title, body } }`. */
export type SectionsKey =
  | 'legal:agreement.sections'
  | 'legal:privacy.sections'
  | `auth:consent.doc.${'crossBorder' | 'advertising' | 'under14'}.sections`;

interface LegalSectionsProps {
  sectionsKey: SectionsKey;
  heading: 'h2' | 'h3';
}

/** A legal document's sections: /agreement, /privacy and the sign-up consent pop-ups share it. */
export const LegalSections = ({ sectionsKey, heading: Heading }: LegalSectionsProps) => {
  const { t } = useTranslation(['legal', 'auth']);
  const sections = t(sectionsKey, { returnObjects: true }) as Record<string, Section>;
  return (
    <>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key}>
          <Heading>{section.title}</Heading>
          <p>{section.body}</p>
        </section>
      ))}
    </>
  );
};
