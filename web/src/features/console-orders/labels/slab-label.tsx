import { AUTHENTIC_GRADE, type Grade } from '@slabworks/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { CardLine } from '@/lib/api/generated/slabworks-api';
import { QrCode } from './qr-code';
import { useCardLineWords } from './card-line-words';
import styles from './print.module.css';
import type { ParseKeys } from 'i18next';

/** The address a slab's QR code opens: the public certificate, on the site that printed it. */
export const certificationUrl = (origin: string, certificationNumber: string): string =>
  `${origin}${paths.certification}/${certificationNumber}`;

export interface SlabLabelProps {
  line: CardLine | undefined;
  grade: Grade;
  certificationNumber: string;
  origin: string;
}

/** A grade's name on the label, from the grading guide's scale (grading:detail.scale.names.*). */
const GRADE_NAME_KEY = {
  10: 'grading:detail.scale.names.g10',
  9: 'grading:detail.scale.names.g9',
  8.5: 'grading:detail.scale.names.g85',
  8: 'grading:detail.scale.names.g8',
  7.5: 'grading:detail.scale.names.g75',
  7: 'grading:detail.scale.names.g7',
  6: 'grading:detail.scale.names.g6',
  5: 'grading:detail.scale.names.g5',
  4: 'grading:detail.scale.names.g4',
  3: 'grading:detail.scale.names.g3',
  2: 'grading:detail.scale.names.g2',
  1: 'grading:detail.scale.names.g1',
  A: 'grading:detail.scale.names.ga',
} as const satisfies Record<Grade, ParseKeys<['slab-console', 'grading']>>;

/** One slab's label: the card, the grade in words and number, the certification no. and its QR code. */
export const SlabLabel = ({ line, grade, certificationNumber, origin }: SlabLabelProps) => {
  const { t } = useTranslation(['slab-console', 'grading']);
  const words = useCardLineWords();
  const gradeName = grade === AUTHENTIC_GRADE ? t('labels.authentic') : t(GRADE_NAME_KEY[grade]);
  return (
    <article className={styles.label} data-testid="slab-label" data-certification={certificationNumber}>
      <div className={styles.cardLine} data-testid="label-card-line">
        {words(line)}
      </div>
      <div className={styles.qr}>
        <QrCode
          value={certificationUrl(origin, certificationNumber)}
          size={96}
          label={t('labels.qrAlt', { number: certificationNumber })}
        />
      </div>
      <div className={styles.grade} data-testid="label-grade">
        <span className={styles.gradeName}>{gradeName}</span>
        <span className={styles.gradeNumber}>{grade}</span>
      </div>
      <div className={styles.certification} data-testid="label-certification">
        {t('labels.certificationNumber', { number: certificationNumber })}
      </div>
    </article>
  );
};
