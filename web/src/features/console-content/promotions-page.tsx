import { useTranslation } from 'react-i18next';
import { statusColumn, titleColumn, windowColumn } from './content-cells';
import { PromotionForm } from './content-forms';
import { ContentListPage } from './content-list-page';
import {
  usePromotionAdminEndMutation,
  usePromotionAdminListQuery,
  type PromotionEntity,
} from './promotions-api';

/**
 * The home page's promotions (ADMIN only: offers with money behind them). A promotion is ended, not
 * deleted: it is switched off and its window closes now, and what ran stays in the change log.
 */
const PromotionsPage = () => {
  const { t, i18n } = useTranslation(['content-console', 'console']);
  const list = usePromotionAdminListQuery({ offset: 0, limit: 100 });
  const [end] = usePromotionAdminEndMutation();

  return (
    <ContentListPage<PromotionEntity>
      screenTestId="console-promotions"
      testId="promotion"
      title={t('promotions.title')}
      newLabel={t('promotions.new')}
      list={list}
      remove={(id) => end(id)}
      removeWords={{ label: t('promotions.end'), question: t('promotions.endConfirm') }}
      scrollX={760}
      form={(promotion, close) => <PromotionForm promotion={promotion} {...close} />}
      columns={[
        titleColumn(t('console:content.fields.title'), i18n.language),
        windowColumn(t('console:content.fields.window')),
        { title: t('console:content.fields.sortOrder'), dataIndex: 'sortOrder' },
        statusColumn(t('console:content.fields.status')),
      ]}
    />
  );
};

export default PromotionsPage;
