import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { CouponPicker } from '@/features/coupons/coupon-picker';
import {
  GradingSubmissionForm,
  type ServiceLevel,
  type SubmitType,
} from '@/features/order-flow/submission/grading-submission-form';

const LEVELS: readonly ServiceLevel[] = ['REG', 'EXP', 'BULK'];

const GradingSubmitRoute = () => {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const submitType: SubmitType = params.get('type') === 'SIMPLE' ? 'SIMPLE' : 'GENERAL';
  const requested = params.get('level') as ServiceLevel;
  const draftId = params.get('draft');
  const level: ServiceLevel =
    submitType === 'SIMPLE' ? 'EXP' : LEVELS.includes(requested) ? requested : 'REG';
  return (
    <>
      <PageHero
        eyebrow={t(`price.types.${submitType}`)}
        title={t('submit.title')}
        lead={t('submit.lead', { level: t(`price.levels.${level}`) })}
      />
      <section className="section">
        <div className="container">
          {/* A new type or level is a new cart (spec §4). */}
          <GradingSubmissionForm
            key={`${submitType}-${level}-${draftId ?? 'new'}`}
            submitType={submitType}
            level={level}
            draftId={draftId}
            discounts={(slot) => <CouponPicker {...slot} />}
          />
        </div>
      </section>
    </>
  );
};

export default GradingSubmitRoute;
