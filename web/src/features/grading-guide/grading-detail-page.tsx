import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { gradeScale } from '@/features/grading-guide/grade-scale';
import { CardGrid } from '@/components/ui/card-grid';
import ui from '@/components/ui/pages.module.css';
import styles from './grading-detail.module.css';
import { PageSection } from '@/components/ui/page-section';

type Entry = { title: string; body: string };

const GradingDetailPage = () => {
  const { t } = useTranslation('grading');
  const steps = t('detail.process.steps', { returnObjects: true }) as Record<string, Entry>;
  const holder = t('detail.holder.points', { returnObjects: true }) as Record<string, Entry>;
  const label = t('detail.label.parts', { returnObjects: true }) as Record<string, Entry>;
  const gradeNames = t('detail.scale.names', { returnObjects: true }) as Record<string, string>;

  return (
    <>
      <PageHero eyebrow={t('detail.eyebrow')} title={t('detail.title')} lead={t('detail.lead')} />
      <PageSection title={t('detail.process.title')}>
        <ol className={ui.steps} data-testid="grading-steps">
          {Object.entries(steps).map(([key, step], index) => (
            <li key={key}>
              <span className={ui.stepNo}>{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <section className={`section ${ui.soft}`}>
        <div className={`container ${styles.split}`}>
          <div>
            <h2 className="section-title">{t('detail.holder.title')}</h2>
            <p className={ui.muted}>{t('detail.holder.lead')}</p>
            <dl className={styles.points}>
              {Object.entries(holder).map(([key, point]) => (
                <div key={key}>
                  <dt>{point.title}</dt>
                  <dd>{point.body}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.slab} aria-hidden="true">
            <div className={styles.slabLabel}>
              <span>SLABWORKS</span>
              <strong>10</strong>
              <small>GEM MINT · #1234567</small>
            </div>
            <div className={styles.slabCard} />
          </div>
        </div>
      </section>
      <PageSection title={t('detail.label.title')}>
        <CardGrid cards={label} columns={4} />
      </PageSection>
      <PageSection title={t('detail.scale.title')} soft>
        <p className={ui.muted}>{t('detail.scale.lead')}</p>
        <div className={ui.tableWrap}>
          <table className={ui.table} data-testid="grade-scale">
            <thead>
              <tr>
                <th>{t('detail.scale.grade')}</th>
                <th>{t('detail.scale.name')}</th>
                <th>{t('detail.scale.centering')}</th>
              </tr>
            </thead>
            <tbody>
              {gradeScale.map((row) => (
                <tr key={row.key}>
                  <td className={styles.grade}>{row.grade}</td>
                  <td>{gradeNames[row.key]}</td>
                  <td>{row.centering ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
    </>
  );
};

export default GradingDetailPage;
