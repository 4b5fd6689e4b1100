import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import {
  usePopupAdminCreateMutation,
  usePopupAdminUpdateMutation,
  type PopupEntity,
  type PopupRequestDto,
} from './content-console-api';
import { ContentFormCard, useContentForm } from './content-form';
import { FieldRow } from './field-row';
import { ImageFields } from './image-field';
import { LandingUrlField } from './landing-url-field';
import { TitleInputs } from './translated-inputs';
import { imageDraftOf, textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { WindowFields, windowBodyOf, windowDraftOf, type WindowDraft } from './window-fields';

type Draft = WindowDraft & {
  deviceType: PopupRequestDto['deviceType'];
  title: TextDraft;
  image: TextDraft;
  landingUrl: string;
};

const draftOf = (popup: PopupEntity | null): Draft => ({
  deviceType: popup?.deviceType ?? 'PC',
  title: textDraftOf(popup?.title),
  image: imageDraftOf(popup?.image),
  landingUrl: popup?.landingUrl ?? '',
  ...windowDraftOf(popup),
});

const bodyOf = (d: Draft): PopupRequestDto => ({
  deviceType: d.deviceType,
  title: textBodyOf(d.title),
  image: textBodyOf(d.image),
  landingUrl: (d.landingUrl || null) as never,
  ...windowBodyOf(d),
});

/** Create or edit one popup (a popup always names its device); field errors show at their fields. */
export const PopupForm = ({
  popup,
  onDone,
  onCancel,
}: {
  popup: PopupEntity | null;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(['content-console', 'console']);
  const form = useContentForm({
    row: popup,
    initial: () => draftOf(popup),
    bodyOf,
    create: usePopupAdminCreateMutation(),
    update: usePopupAdminUpdateMutation(),
    updateArg: (id, popupRequestDto) => ({ id, popupRequestDto }),
    onDone,
  });
  const { draft, set, fields, item } = form;

  return (
    <ContentFormCard
      title={popup ? t('popups.edit', { id: popup.id }) : t('popups.new')}
      testId="popup"
      form={form}
      onCancel={onCancel}
    >
      <FieldRow>
        <Form.Item label={t('console:content.fields.device')} htmlFor="popup-device" {...item('deviceType')}>
          <Select
            id="popup-device"
            data-testid="popup-device"
            value={draft.deviceType}
            style={{ width: 140 }}
            options={(['PC', 'MOBILE'] as const).map((v) => ({
              value: v,
              label: t(`console:content.device.${v}`),
            }))}
            onChange={(deviceType) => set({ deviceType })}
          />
        </Form.Item>
        <WindowFields value={draft} item={item} testId="popup" onChange={set} />
      </FieldRow>
      <TitleInputs value={draft.title} item={item} testId="popup" onChange={set} />
      <ImageFields value={draft.image} fields={fields} testId="popup" onChange={(image) => set({ image })} />
      <LandingUrlField value={draft.landingUrl} item={item} testId="popup" onChange={set} />
    </ContentFormCard>
  );
};
