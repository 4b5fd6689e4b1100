import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';

// The api's limit on a key's name (console-api-keys.http.controller.ts).
const MAX_NAME_LENGTH = 100;

/** What became of a name sent: a key was issued, or the api refused the name (its words), or failed otherwise. */
export type IssueOutcome = { issued: true } | { issued: false; nameError?: string };

interface IssueKeyFormProps {
  /** A phone has no room for the label and the field side by side. */
  stacked: boolean;
  busy: boolean;
  onIssue: (name: string) => Promise<IssueOutcome>;
}

/**
 * The name of whom a new key is for, checked before it is sent; the api's refusal of the name shows at
 * the field, and the field empties once the key is issued. Its own chunk: antd's form engine is most of
 * the API keys page's weight and the list does not need it (issue 38 item 7).
 */
const IssueKeyForm = ({ stacked, busy, onIssue }: IssueKeyFormProps) => {
  const { t } = useTranslation('api-keys-console');
  const [form] = Form.useForm<{ name: string }>();

  const submit = async ({ name }: { name: string }) => {
    const outcome = await onIssue(name);
    if (outcome.issued) form.resetFields();
    else if (outcome.nameError) form.setFields([{ name: 'name', errors: [outcome.nameError] }]);
  };

  return (
    <Form
      form={form}
      layout={stacked ? 'vertical' : 'inline'}
      onFinish={(v) => void submit(v)}
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="name"
        label={t('new.name')}
        htmlFor="api-key-name"
        rules={[
          { required: true, whitespace: true, message: t('new.required') },
          { max: MAX_NAME_LENGTH, message: t('new.too-long', { max: MAX_NAME_LENGTH }) },
        ]}
      >
        <Input
          id="api-key-name"
          placeholder={t('new.placeholder')}
          style={{ width: 260, maxWidth: '100%' }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="api-key-issue">
        {t('new.issue')}
      </Button>
    </Form>
  );
};

export default IssueKeyForm;
