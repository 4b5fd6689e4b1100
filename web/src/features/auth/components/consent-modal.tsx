import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { ConsentName } from '../forms/auth-rules';
import { LegalSections, type SectionsKey } from '@/components/ui/legal-sections';
import styles from './consents.module.css';

// Over 14 is a box, not a document: its link opens the under-14 notice.
export type ConsentDocument = Exclude<ConsentName, 'over14'> | 'under14';

// Terms and privacy are the same texts as /agreement and /privacy; the others live with sign-up.
const sectionsKey = (doc: ConsentDocument): SectionsKey => {
  if (doc === 'terms') return 'legal:agreement.sections';
  if (doc === 'privacy') return 'legal:privacy.sections';
  return `auth:consent.doc.${doc}.sections`;
};

interface ConsentModalProps {
  doc: ConsentDocument | undefined;
  onClose: () => void;
  onAgree: (doc: ConsentName) => void;
}

export const ConsentModal = ({ doc, onClose, onAgree }: ConsentModalProps) => {
  const { t } = useTranslation(['auth', 'legal']);
  if (!doc) return null;
  const blocking = doc === 'under14';
  return (
    <Modal
      open
      centered
      width={560}
      title={t(`consent.doc.${doc}.title`)}
      onCancel={onClose}
      footer={
        blocking ? (
          <Button type="primary" onClick={onClose}>
            {t('consent.understood')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('consent.close')}</Button>
            <Button type="primary" onClick={() => onAgree(doc)}>
              {t('consent.agree')}
            </Button>
          </>
        )
      }
    >
      <div className={styles.document} tabIndex={0} data-testid={`consent-modal-${doc}`}>
        <LegalSections sectionsKey={sectionsKey(doc)} heading="h3" />
      </div>
    </Modal>
  );
};
