import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALBUM_NAME_LENGTH,
  MAX_ALBUM_DESCRIPTION_LENGTH,
  validateAlbum,
  type FieldRule,
} from '@slabworks/domain';
import type { ParseKeys } from 'i18next';
import { keyFor } from '@/lib/i18n-keys';

// The album rules (libs/domain validateAlbum) per field, in words.
const ALBUM_RULE_KEY: Record<'name' | 'description', Partial<Record<FieldRule, ParseKeys<'cards'>>>> = {
  name: {
    required: 'albums.field.name.required',
    minLength: 'albums.field.name.minLength',
    maxLength: 'albums.field.name.maxLength',
    pattern: 'albums.field.name.pattern',
  },
  description: { maxLength: 'albums.field.description.maxLength' },
};

export interface AlbumFields {
  name: string;
  description: string;
}

interface AlbumFormProps {
  initial?: AlbumFields;
  submitLabel: string;
  busy: boolean;
  /** The server's field errors (translated), shown under their fields. */
  serverErrors: Record<string, string>;
  onSubmit: (fields: AlbumFields) => void;
}

/** Name (2–16 letters or digits) and description (≤ 300): the same rule the api applies (spec §5). */
export const AlbumForm = ({ initial, submitLabel, busy, serverErrors, onSubmit }: AlbumFormProps) => {
  const { t } = useTranslation('cards');
  const [form] = Form.useForm<AlbumFields>();
  useEffect(() => {
    form.setFields(
      (['name', 'description'] as const).map((name) => ({
        name,
        errors: serverErrors[name] ? [serverErrors[name]] : [],
      })),
    );
  }, [form, serverErrors]);
  const rule = (field: 'name' | 'description') => ({
    validator: async (_: unknown, value: string | undefined) => {
      const problem = validateAlbum({ name: 'ok', description: null, [field]: value ?? '' }).find(
        (p) => p.field === field,
      );
      const key = keyFor(ALBUM_RULE_KEY[field], problem?.rule);
      if (problem)
        throw new Error(
          key
            ? t(key, {
                min: ALBUM_NAME_LENGTH.min,
                max: field === 'name' ? ALBUM_NAME_LENGTH.max : MAX_ALBUM_DESCRIPTION_LENGTH,
              })
            : problem.rule,
        );
    },
  });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial ?? { name: '', description: '' }}
      onFinish={onSubmit}
    >
      <Form.Item name="name" label={t('albums.name')} rules={[rule('name')]}>
        <Input maxLength={ALBUM_NAME_LENGTH.max + 4} data-testid="album-name" />
      </Form.Item>
      <Form.Item name="description" label={t('albums.description')} rules={[rule('description')]}>
        <TextArea
          rows={3}

          maxLength={MAX_ALBUM_DESCRIPTION_LENGTH}
          data-testid="album-description"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="album-save">
        {submitLabel}
      </Button>
    </Form>
  );
};
