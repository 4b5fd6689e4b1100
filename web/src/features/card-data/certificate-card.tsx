import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import type { GetCertificationApiResponse } from '@/lib/api/generated/slabworks-api';
import { formatDate } from '@/lib/dates';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import styles from './card-data.module.css';
import { CertificatePhotos } from './certificate-photos';
import { CertificateSlabPhotos } from './certificate-slab-photos';
import { CARD_CATEGORY_KEY, labelOf, SPORTS_TYPE_KEY } from '@/lib/i18n-keys';

type Certificate = GetCertificationApiResponse['data'];

/** One certificate: the card, grade and label, date graded, population and lineage. */
export const CertificateCard = ({ certificate }: { certificate: Certificate }) => {
  const { t } = useTranslation(['cards', 'order']);
  const { t: tOrder } = useTranslation('order');
  const lang = useAppSelector(selectLanguage);
  const { card, population } = certificate;
  const autograph =
    card.autograph === null ? null : card.autograph ? t('card.autographYes') : t('card.autographNo');
  const facts: Array<[string, string | number | null]> = [
    [t('card.name'), card.playerName],
    [t('card.set'), card.setName],
    [t('card.year'), card.year],
    [t('card.number'), card.cardNumber],
    [t('card.category'), card.cardCategory ? labelOf(t, CARD_CATEGORY_KEY, card.cardCategory) : null],
    // The sport only where there is one (sports cards); an old certificate may not know its autograph.
    ...(card.sportsType
      ? [[t('card.sport'), labelOf(tOrder, SPORTS_TYPE_KEY, card.sportsType)] as [string, string]]
      : []),
    [t('card.autograph'), autograph],
  ];
  return (
    <article className={styles.certificate} data-testid="certificate">
      <header className={styles.certificateHead}>
        <div>
          <p className={styles.muted}>{t('certification.number', { no: certificate.certificationNumber })}</p>
          <h2>{card.playerName ?? t('card.unnamed')}</h2>
        </div>
        <div className={styles.grade} data-testid="grade">
          <span className={styles.gradeValue}>{certificate.grade}</span>
          <span className={styles.gradeLabel}>
            {certificate.authentic ? t('certification.authentic') : t('certification.graded')}
          </span>
        </div>
      </header>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
        <div>
          <dt>{t('certification.gradedAt')}</dt>
          <dd>{formatDate(certificate.gradedAt, lang)}</dd>
        </div>
      </dl>
      <section
        className={styles.population}
        aria-label={t('certification.population')}
        data-testid="population"
      >
        <div>
          <strong>{population.sameGrade}</strong>
          <span>{t('certification.sameGrade')}</span>
        </div>
        <div>
          <strong>{population.higherGrade}</strong>
          <span>{t('certification.higherGrade')}</span>
        </div>
        <div>
          <strong>{population.total}</strong>
          <span>{t('certification.total')}</span>
        </div>
      </section>
      <CertificateSlabPhotos number={certificate.certificationNumber} photos={certificate.slabPhotos} />
      <CertificatePhotos number={certificate.certificationNumber} images={certificate.photoImages} />
      {certificate.lineage.length > 1 && (
        <section data-testid="lineage">
          <h3>{t('certification.lineage')}</h3>
          <ol className={styles.lineage}>
            {certificate.lineage.map((entry) => (
              <li key={`${entry.kind}-${entry.recordedAt}`}>
                {t(`certification.kind.${entry.kind}`)} · {entry.grade} · {formatDate(entry.recordedAt, lang)}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
};
