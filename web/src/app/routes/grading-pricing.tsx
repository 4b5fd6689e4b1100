import { PreferenceSwitchers } from '@/features/preferences/preference-switchers';
import { PricingPage } from '@/features/pricing/pricing-page';

// /grading/pricing: the price guide, with the language and currency switchers beside its prices.
const GradingPricingRoute = () => <PricingPage switchers={<PreferenceSwitchers />} />;

export default GradingPricingRoute;
