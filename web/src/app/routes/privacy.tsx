import { LegalPage } from '@/components/ui/legal-page';

const Route = () => <LegalPage doc="privacy" />;

export default Route;
