import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { BULK_MIN_CARDS } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { PageHero } from '@/components/ui/page-hero';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { plans, usePriceGuide, type PlanKey } from './price-list';
import { ErrorView } from '@/components/ui/status-views';
import { formatMoney } from '@/lib/money';
import styles from './plan-choice-page.module.css';
import { labelOf, PRICE_LEVEL_KEY } from '@/lib/i18n-keys';

type Choice = 'GENERAL' | 'SIMPLE' | 'REHOLDER';

/** Step 0 (spec §4): the submit type and service level; the cart starts empty for each type. */
const PlanChoicePage = () => {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const { guide, isError, retry } = usePriceGuide();
  const language = useAppSelector(selectLanguage);
  const [type, setType] = useState<Choice>('GENERAL');
  const [level, setLevel] = useState<'REG' | 'EXP' | 'BULK'>('REG');
  const levels = plans.filter((p) => p.key !== 'REHOLDER' && (type === 'GENERAL' || p.key === 'EXP'));

  // A SIMPLE order is priced with its own extra (TWD), as the quote will price it.
  const price = (plan: PlanKey) => {
    const amount = guide?.unitPrice(plan, type === 'SIMPLE' ? 'SIMPLE' : 'GENERAL') ?? null;
    return guide && amount !== null ? formatMoney(amount, guide.currency, language) : '…';
  };

  const next = () =>
    type === 'REHOLDER'
      ? navigate(paths.reholderSubmit)
      : navigate(`${paths.gradingSubmit}?type=${type}&level=${type === 'SIMPLE' ? 'EXP' : level}`);

  return (
    <>
      <PageHero eyebrow={t('price.eyebrow')} title={t('price.title')} lead={t('price.lead')} />
      <section className="section">
        <div className="container" data-testid="submit-price">
          <h2>{t('price.type')}</h2>
          <Radio.Group
            value={type}
            onChange={(event) => {
              setType(event.target.value as Choice);
              setLevel(event.target.value === 'SIMPLE' ? 'EXP' : 'REG');
            }}
            className={styles.choices}
          >
            {(['GENERAL', 'SIMPLE', 'REHOLDER'] as const).map((choice) => (
              <Radio.Button key={choice} value={choice}>
                <span data-testid={`type-${choice}`}>{t(`price.types.${choice}`)}</span>
              </Radio.Button>
            ))}
          </Radio.Group>
          {type !== 'REHOLDER' && (
            <>
              <h2>{t('price.level')}</h2>
              <Radio.Group
                value={level}
                onChange={(e) => setLevel(e.target.value)}
                className={styles.choices}
              >
                {levels.map((plan) => (
                  <Radio.Button key={plan.key} value={plan.key}>
                    <span data-testid={`level-${plan.key}`}>{labelOf(t, PRICE_LEVEL_KEY, plan.key)}</span> ·{' '}
                    <span data-testid={`level-price-${plan.key}`}>{price(plan.key)}</span>
                    {' · '}
                    {t('price.days', { days: plan.days })}
                    {plan.key === 'BULK' ? ` · ${t('price.bulk-minimum', { min: BULK_MIN_CARDS })}` : ''}
                  </Radio.Button>
                ))}
              </Radio.Group>
              {isError && <ErrorView onRetry={() => void retry()} message={t('price.load-failed')} />}
              <p className={styles.hint}>{t('price.final-note')}</p>
            </>
          )}
          <Button type="primary" size="large" onClick={next} data-testid="price-next">
            {t('price.next')}
          </Button>
        </div>
      </section>
    </>
  );
};

export default PlanChoicePage;
