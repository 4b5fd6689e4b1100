import { useTranslation } from 'react-i18next';
import type { BannerEntity } from '@/lib/api/generated/slabworks-api';
import { useBannerAdminListQuery, useBannerAdminRemoveMutation } from '@/lib/console/console-api';
import { OwnImageTags, statusColumn, Thumbnail, titleColumn, windowColumn } from './content-cells';
import { BannerForm } from './content-forms';
import { ContentListPage } from './content-list-page';
import { PreviewLink } from './preview-link';
import { labelOf } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

const DEVICE_KEY = {
  ALL: 'content.device.ALL',
  PC: 'content.device.PC',
  MOBILE: 'content.device.MOBILE',
} as const satisfies Record<'ALL' | NonNullable<BannerEntity['deviceType']>, ParseKeys<'console'>>;

/**
 * Banners (MAIN, TOP, SUB): each with a title and an image per language (Korean is the fallback),
 * a device type, a time window and a status; an "off" banner shows only with ?previewmode=true.
 */
const BannersPage = () => {
  const { t, i18n } = useTranslation('console');
  const list = useBannerAdminListQuery({ offset: 0, limit: 100 });
  const [remove] = useBannerAdminRemoveMutation();

  return (
    <ContentListPage<BannerEntity>
      screenTestId="console-banners"
      testId="banner"
      title={t('content.banners.title')}
      newLabel={t('content.banners.new')}
      extra={<PreviewLink testId="banner-preview-link" label={t('content.preview')} />}
      list={list}
      remove={remove}
      scrollX={900}
      form={(banner, close) => <BannerForm banner={banner} {...close} />}
      columns={[
        {
          title: t('content.image'),
          key: 'image',
          render: (_v, row) => <Thumbnail src={row.image.ko} />,
        },
        titleColumn(t('content.fields.title'), i18n.language),
        { title: t('content.fields.type'), dataIndex: 'type' },
        {
          title: t('content.fields.device'),
          dataIndex: 'deviceType',
          render: (d: string | null) => labelOf(t, DEVICE_KEY, d ?? 'ALL'),
        },
        {
          title: t('content.languages'),
          key: 'languages',
          render: (_v, row) => <OwnImageTags image={row.image} />,
        },
        windowColumn(t('content.fields.window')),
        statusColumn(t('content.fields.status')),
      ]}
    />
  );
};

export default BannersPage;
