import { LegalPage } from '@/components/ui/legal-page';

const Route = () => <LegalPage doc="agreement" />;

export default Route;
