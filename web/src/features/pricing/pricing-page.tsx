import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { PageHero } from '@/components/ui/page-hero';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { plans, usePriceGuide } from './price-list';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { formatMoney } from '@/lib/money';
import ui from '@/components/ui/pages.module.css';
import styles from './pricing-page.module.css';
import { CtaLinks } from '@/components/ui/cta-links';

/** /grading/pricing: the plans' prices in the chosen currency; `switchers` sit beside the currency note. */
export const PricingPage = ({ switchers }: { switchers: ReactNode }) => {
  const { t } = useTranslation('grading');
  const { guide, isError, retry } = usePriceGuide();
  const language = useAppSelector(selectLanguage);
  const money = (amount: number | null) =>
    guide && amount !== null ? formatMoney(amount, guide.currency, language) : '—';

  const planTitle = {
    EXP: t('pricing.plan.exp'),
    REG: t('pricing.plan.reg'),
    BULK: t('pricing.plan.bulk'),
    REHOLDER: t('pricing.plan.reholder'),
  };
  const planBody = {
    EXP: t('pricing.body.exp'),
    REG: t('pricing.body.reg'),
    BULK: t('pricing.body.bulk'),
    REHOLDER: t('pricing.body.reholder'),
  };

  return (
    <>
      <PageHero eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} lead={t('pricing.lead')} />
      <section className="section">
        <div className="container">
          <div className={styles.toolbar}>
            <span className={ui.muted}>{t('pricing.currency-note')}</span>
            {switchers}
          </div>
          {isError ? (
            <ErrorView onRetry={() => void retry()} message={t('pricing.load-failed')} />
          ) : !guide ? (
            <LoadingView />
          ) : (
            <>
              <div className={styles.plans} data-testid="pricing-plans">
                {plans.map((plan) => (
                  <article
                    key={plan.key}
                    className={`${styles.plan} ${plan.key === 'REG' ? styles.featured : ''}`}
                  >
                    {plan.key === 'REG' && <span className={ui.badge}>{t('pricing.popular')}</span>}
                    <h2>{planTitle[plan.key]}</h2>
                    <p className={styles.price} data-testid={`price-${plan.key}`}>
                      {money(guide.unitPrice(plan.key))}
                      <small>{t('pricing.per-card')}</small>
                    </p>
                    <p className={styles.days}>{t('pricing.days', { days: plan.days })}</p>
                    <p className={ui.muted}>{planBody[plan.key]}</p>
                    {plan.minimum && (
                      <p className={styles.minimum}>{t('pricing.minimum', { count: plan.minimum })}</p>
                    )}
                  </article>
                ))}
              </div>
              <div className={ui.tableWrap} style={{ marginTop: 32 }}>
                <table className={ui.table}>
                  <tbody>
                    <tr>
                      <th scope="row">{t('pricing.auto-grading')}</th>
                      <td className={ui.num}>+{money(guide.autoGrading)}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('pricing.jeju')}</th>
                      <td className={ui.num}>+{money(guide.jejuExtra)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            </>
          )}
          <ul className={ui.list} style={{ marginTop: 24 }} data-testid="pricing-notes">
            <li>{t('pricing.notes.n1')}</li>
            {guide && guide.simpleSubmissionExtra > 0 && (
              <li>{t('pricing.notes.n2', { amount: money(guide.simpleSubmissionExtra) })}</li>
            )}
            {guide && <li>{t('pricing.notes.n3', { amount: money(guide.eventDeduction) })}</li>}
            <li>{t('pricing.notes.n4')}</li>
          </ul>
          <CtaLinks
            links={[
              { to: paths.gradingSubmitPrice, label: t('guide.apply'), main: true },
              { to: paths.faq, label: t('pricing.faq-link') },
            ]}
          />
        </div>
      </section>
    </>
  );
};
