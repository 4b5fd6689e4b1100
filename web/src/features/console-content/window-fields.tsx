import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { fromKstInput, toKstInput } from './datetime';
import type { FieldItem } from './field-errors';

export type WindowDraft = { startAt: string; endAt: string; sortOrder: number; status: boolean };

/** A row's window as the form edits it (KST wall time); a new row starts on, unscheduled, first. */
export const windowDraftOf = (row: WindowDraft | null): WindowDraft => ({
  status: row?.status ?? true,
  startAt: row ? toKstInput(row.startAt) : '',
  endAt: row ? toKstInput(row.endAt) : '',
  sortOrder: row?.sortOrder ?? 0,
});

/** The window as the api takes it: ISO 8601 with +09:00. */
export const windowBodyOf = (d: WindowDraft): WindowDraft => ({
  status: d.status,
  startAt: fromKstInput(d.startAt),
  endAt: fromKstInput(d.endAt),
  sortOrder: d.sortOrder,
});

/**
 * The time window (KST wall time), position and status banners and popups share; to be placed in the
 * form's row of short fields. Ids are `<testId>-start`, `-end`, `-order`, `-status`.
 */
export const WindowFields = ({
  value,
  item,
  testId,
  onChange,
}: {
  value: WindowDraft;
  item: FieldItem;
  testId: string;
  onChange: (patch: Partial<WindowDraft>) => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <>
      <Form.Item label={t('content.fields.startAt')} htmlFor={`${testId}-start`} {...item('startAt')}>
        <Input
          id={`${testId}-start`}
          type="datetime-local"
          value={value.startAt}
          data-testid={`${testId}-start`}
          onChange={(e) => onChange({ startAt: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('content.fields.endAt')} htmlFor={`${testId}-end`} {...item('endAt')}>
        <Input
          id={`${testId}-end`}
          type="datetime-local"
          value={value.endAt}
          data-testid={`${testId}-end`}
          onChange={(e) => onChange({ endAt: e.target.value })}
        />
      </Form.Item>
      <SortOrderField value={value.sortOrder} item={item} testId={testId} onChange={onChange} />
      <StatusField value={value.status} testId={testId} onChange={onChange} />
    </>
  );
};

export const SortOrderField = ({
  value,
  item,
  testId,
  onChange,
}: {
  value: number;
  item: FieldItem;
  testId: string;
  onChange: (patch: { sortOrder: number }) => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <Form.Item label={t('content.fields.sortOrder')} htmlFor={`${testId}-order`} {...item('sortOrder')}>
      <InputNumber
        id={`${testId}-order`}
        value={value}
        min={0}
        max={9999}
        onChange={(v) => onChange({ sortOrder: v ?? 0 })}
      />
    </Form.Item>
  );
};

/** On: shown to visitors (within its window or from its date); off: only in preview. */
export const StatusField = ({
  value,
  testId,
  onChange,
}: {
  value: boolean;
  testId: string;
  onChange: (patch: { status: boolean }) => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <Form.Item label={t('content.fields.status')} htmlFor={`${testId}-status`}>
      <Switch
        id={`${testId}-status`}
        data-testid={`${testId}-status`}
        checked={value}
        checkedChildren={t('content.on')}
        unCheckedChildren={t('content.off')}
        onChange={(status) => onChange({ status })}
      />
    </Form.Item>
  );
};
