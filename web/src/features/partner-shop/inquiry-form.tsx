import { useState, type FormEvent } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { useToast } from '@/components/toasts/use-toast';
import { usePartnershipInquiryReceiveMutation, type PartnershipInquiry } from './api/partner-shop-api';
import { inquiryLimits, validateInquiry, type InquiryField, type InquiryProblem } from './inquiry-validation';
import styles from './inquiry-form.module.css';

const emptyForm: PartnershipInquiry = {
  name: '',
  phone: '',
  email: '',
  company: '',
  region: '',
  content: '',
};

// Validates before sending; on refusal shows the server's translated field errors and keeps the input.
export const InquiryForm = () => {
  const { t } = useTranslation('partner');
  const toast = useToast();
  const [form, setForm] = useState(emptyForm);
  const [problems, setProblems] = useState<Partial<Record<InquiryField, InquiryProblem>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = usePartnershipInquiryReceiveMutation();

  const problemText: Record<InquiryProblem, string> = {
    required: t('form.error.required'),
    'contact-required': t('form.error.contact-required'),
    'email-format': t('form.error.email-format'),
    'phone-format': t('form.error.phone-format'),
    'too-long': t('form.error.too-long'),
  };

  const update = (field: InquiryField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };

  const errorOf = (field: InquiryField) => {
    const problem = problems[field];
    return problem ? problemText[problem] : serverErrors[field] || undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateInquiry(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await send(form);
    if ('error' in result) {
      setServerErrors(fieldErrorsOf(result.error));
      toast(serverMessageOf(result.error) ?? t('form.failed'), 'error');
      return;
    }
    setForm(emptyForm);
    toast(t('form.sent'), 'success');
  };

  const field = (
    name: InquiryField,
    label: string,
    extra: { required?: boolean; type?: string; placeholder?: string } = {},
  ) => (
    <label className={styles.field}>
      <span>
        {label}
        {extra.required && <em aria-hidden="true"> *</em>}
      </span>
      <Input
        name={name}
        type={extra.type ?? 'text'}
        value={form[name]}
        placeholder={extra.placeholder}
        maxLength={inquiryLimits.text}
        status={errorOf(name) ? 'error' : undefined}
        aria-invalid={Boolean(errorOf(name))}
        onChange={(event) => update(name, event.target.value)}
      />
      {errorOf(name) && <small className={styles.error}>{errorOf(name)}</small>}
    </label>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="inquiry-form">
      <div className={styles.row}>
        {field('name', t('form.name'))}
        {field('company', t('form.company'), { required: true, placeholder: t('form.company-placeholder') })}
      </div>
      <div className={styles.row}>
        {field('phone', t('form.phone'), { type: 'tel', placeholder: '+82 10-0000-0000' })}
        {field('email', t('form.email'), { type: 'email', placeholder: 'shop@example.com' })}
      </div>
      {field('region', t('form.region'), { placeholder: t('form.region-placeholder') })}
      <label className={styles.field}>
        <span>
          {t('form.content')}
          <em aria-hidden="true"> *</em>
        </span>
        <TextArea
          name="content"
          rows={6}
          value={form.content}
          maxLength={inquiryLimits.content}
          showCount
          status={errorOf('content') ? 'error' : undefined}
          onChange={(event) => update('content', event.target.value)}
        />
        {errorOf('content') && <small className={styles.error}>{errorOf('content')}</small>}
      </label>
      <p className={styles.hint}>{t('form.contact-hint')}</p>
      <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
        {t('form.submit')}
      </Button>
    </form>
  );
};
