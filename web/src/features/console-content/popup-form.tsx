import { useState } from 'react';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import {
  usePopupAdminCreateMutation,
  usePopupAdminUpdateMutation,
  type PopupEntity,
  type PopupRequestDto,
} from './content-console-api';
import { fromKstInput, toKstInput } from './datetime';
import { useFieldErrors } from './field-errors';
import { FieldRow } from './field-row';
import { FormFooter } from './form-footer';
import { ImageFields } from './image-field';
import { LandingUrlField } from './landing-url-field';
import { TranslatedInputs } from './translated-inputs';
import { imageDraftOf, textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { WindowFields, type WindowDraft } from './window-fields';

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
  status: popup?.status ?? true,
  startAt: popup ? toKstInput(popup.startAt) : '',
  endAt: popup ? toKstInput(popup.endAt) : '',
  sortOrder: popup?.sortOrder ?? 0,
});

const bodyOf = (d: Draft): PopupRequestDto => ({
  deviceType: d.deviceType,
  title: textBodyOf(d.title),
  image: textBodyOf(d.image),
  landingUrl: (d.landingUrl || null) as never,
  status: d.status,
  startAt: fromKstInput(d.startAt),
  endAt: fromKstInput(d.endAt),
  sortOrder: d.sortOrder,
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(popup));
  const [create, created] = usePopupAdminCreateMutation();
  const [update, updated] = usePopupAdminUpdateMutation();
  const error = popup ? updated.error : created.error;
  const { fields, item, refusedFields, send } = useFieldErrors(error, bodyOf(draft));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    try {
      const body = send(bodyOf(draft));
      if (popup) await update({ id: popup.id, popupRequestDto: body }).unwrap();
      else await create(body).unwrap();
      onDone();
    } catch {
      // shown from `error`
    }
  };

  return (
    <Card
      title={popup ? t('popups.edit', { id: popup.id }) : t('popups.new')}
      style={{ marginBottom: 16 }}
      data-testid="popup-form"
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <FieldRow>
          <Form.Item
            label={t('console:content.fields.device')}
            htmlFor="popup-device"
            {...item('deviceType')}
          >
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
        <TranslatedInputs
          field="title"
          labels={{
            ko: t('console:content.fields.titleIn.ko'),
            en: t('console:content.fields.titleIn.en'),
            tw: t('console:content.fields.titleIn.tw'),
          }}
          value={draft.title}
          item={item}
          testId="popup-title"
          onChange={(title) => set({ title })}
        />
        <ImageFields
          value={draft.image}
          fields={fields}
          testId="popup"
          onChange={(image) => set({ image })}
        />
        <LandingUrlField value={draft.landingUrl} item={item} testId="popup" onChange={set} />
        <FormFooter
          error={error}
          hasFieldErrors={refusedFields}
          saving={created.isLoading || updated.isLoading}
          testId="popup"
          onCancel={onCancel}
        />
      </Form>
    </Card>
  );
};
