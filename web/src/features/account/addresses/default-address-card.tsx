import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useListAddressesQuery } from '../api/address-book-api';
import { AddressLines } from './address-lines';

// Where graded cards come back to unless an order says otherwise.
export const DefaultAddressCard = () => {
  const { t } = useTranslation('account');
  const query = useListAddressesQuery();
  return (
    <DashboardCard
      title={t('dashboard.address.title')}
      testId="dashboard-address"
      more={{ to: paths.accountAddresses, label: t('dashboard.address.manage') }}
    >
      <QueryView
        query={query}
        isEmpty={(rows) => !rows.some((a) => a.isDefault)}
        empty={<Link to={paths.accountAddresses}>{t('dashboard.address.empty')}</Link>}
      >
        {(rows) => {
          const address = rows.find((a) => a.isDefault)!;
          return (
            <div data-testid="dashboard-default-address">
              <strong>{address.name}</strong>
              <AddressLines address={address} />
            </div>
          );
        }}
      </QueryView>
    </DashboardCard>
  );
};
