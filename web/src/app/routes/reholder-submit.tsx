import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { CouponPicker } from '@/features/coupons/coupon-picker';
import { ReholderSubmissionForm } from '@/features/order-flow/reholder/reholder-submission-form';

/** /reholder/submit: re-holder a card we graded (a new holder and label, same certification). */
const ReholderSubmitRoute = () => {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  return (
    <>
      <PageHero eyebrow={t('price.types.REHOLDER')} title={t('reholder.title')} lead={t('reholder.lead')} />
      <section className="section">
        <div className="container">
          <ReholderSubmissionForm
            key={draftId ?? 'new'}
            draftId={draftId}
            discounts={(slot) => <CouponPicker {...slot} />}
          />
        </div>
      </section>
    </>
  );
};

export default ReholderSubmitRoute;
