import { AUTHENTIC_GRADE, gradeNameKey, type Grade } from '@slabworks/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { CardLine } from '@/lib/api/generated/slabworks-api';
import { QrCode } from './qr-code';
import styles from './print.module.css';

/** The address a slab's QR code opens: the public certificate, on the site that printed it. */
export const certificationUrl = (origin: string, certificationNumber: string): string =>
  `${origin}${paths.certification}/${certificationNumber}`;

/** The card in words, as the collector described it: year, brand/set, name, number, autograph. */
export const useCardLineWords = () => {
  const { t } = useTranslation(['slab-console', 'order']);
  return (line: CardLine | undefined): string =>
    line
      ? [
          line.year ? String(line.year) : null,
          [line.brand, line.setName].filter(Boolean).join(' ') || null,
          line.playerName,
          line.cardNumber ? `#${line.cardNumber}` : null,
          line.isAuto ? t('order:lines.autograph') : null,
        ]
          .filter(Boolean)
          .join(' ')
      : '';
};

export interface SlabLabelProps {
  line: CardLine | undefined;
  grade: Grade;
  certificationNumber: string;
  origin: string;
}

/** One slab's label: the card, the grade in words and number, the certification no. and its QR code. */
export const SlabLabel = ({ line, grade, certificationNumber, origin }: SlabLabelProps) => {
  const { t } = useTranslation(['slab-console', 'grading']);
  const words = useCardLineWords();
  const gradeName =
    grade === AUTHENTIC_GRADE
      ? t('labels.authentic')
      : t(`grading:detail.scale.names.${gradeNameKey(grade)}`);
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
