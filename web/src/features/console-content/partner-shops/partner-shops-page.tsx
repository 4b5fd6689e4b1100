import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { translationsColumn } from '../content-cells';
import { PartnerShopForm } from '../content-forms';
import { ContentListPage } from '../content-list-page';
import {
  usePartnerShopAdminListQuery,
  usePartnerShopAdminRemoveMutation,
  type PartnerShopEntity,
} from './partner-shops-api';
import type { TranslatedText } from '@/lib/api/generated/slabworks-api';

/** Partner shops as /partner-shop lists them (grouped by city, in this order); hidden ones too. */
const PartnerShopsPage = () => {
  const { t, i18n } = useTranslation('console-partners');
  const list = usePartnerShopAdminListQuery({ offset: 0, limit: 100 });
  const [remove] = usePartnerShopAdminRemoveMutation();
  // In the console's language when the shop has it; Korean otherwise (what a visitor would see).
  const shown = (text: TranslatedText) => text[i18n.language as 'ko' | 'en' | 'tw'] || text.ko;

  return (
    <ContentListPage<PartnerShopEntity>
      screenTestId="console-partner-shops"
      testId="partner-shop"
      title={t('shops.title')}
      newLabel={t('shops.new')}
      extra={
        <a href="/partner-shop" target="_blank" rel="noreferrer">
          {t('shops.publicPage')}
        </a>
      }
      list={list}
      remove={remove}
      scrollX={900}
      emptyText={t('shops.empty')}
      loadFailedText={t('loadFailed')}
      form={(shop, close) => <PartnerShopForm shop={shop} {...close} />}
      columns={[
        { title: t('shops.fields.city'), key: 'city', render: (_v, row) => shown(row.city) },
        {
          title: t('shops.fields.businessName'),
          key: 'businessName',
          render: (_v, row) => <span data-testid="partner-shop-name">{shown(row.businessName)}</span>,
        },
        { title: t('shops.fields.address'), key: 'address', render: (_v, row) => shown(row.address) },
        { title: t('shops.fields.number'), dataIndex: 'number' },
        translationsColumn(t('translations'), (row) => row.businessName),
        { title: t('shops.fields.sortOrder'), dataIndex: 'sortOrder', align: 'right' },
        {
          title: t('shops.fields.status'),
          dataIndex: 'status',
          render: (on: boolean) => (
            <Tag color={on ? 'green' : 'default'}>{t(on ? 'shops.listed' : 'shops.hidden')}</Tag>
          ),
        },
      ]}
    />
  );
};

export default PartnerShopsPage;
