import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { EmptyView, ErrorView, LoadingView } from '@/components/ui/status-views';
import { CertificateCard } from '@/features/card-data/certificate-card';
import { certificationNumberProblem } from '@/features/card-data/certification-number';
import styles from '@/features/card-data/card-data.module.css';
import { useGetCertificationQuery } from '@/features/card-data/api/get-certification';

const CertificationPage = () => {
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  // /certification/1234567 (a slab label's QR code) or ?no= (the lookup form); a new lookup wins.
  const { no: pathNo } = useParams();
  const no = (params.get('no') ?? pathNo ?? '').trim();
  const valid = certificationNumberProblem(no) === null;
  const [form] = Form.useForm<{ no: string }>();
  const lookup = useGetCertificationQuery(no, { skip: !valid });
  useEffect(() => form.setFieldsValue({ no }), [form, no]);
  const notFound = lookup.isError && (lookup.error as { status?: unknown }).status === 404;
  return (
    <>
      <PageHero
        eyebrow={t('certification.eyebrow')}
        title={t('certification.title')}
        lead={t('certification.lead')}
      />
      <section className="section">
        <div className="container">
          <Form
            form={form}
            className={styles.search}
            onFinish={({ no: typed }) => setParams({ no: typed.trim() })}
            initialValues={{ no }}
          >
            <Form.Item
              name="no"
              rules={[
                {
                  validator: async (_, value: string) => {
                    const problem = certificationNumberProblem(value);
                    if (problem) throw new Error(t(`certification.field.${problem}`));
                  },
                },
              ]}
            >
              <Input
                size="large"
                inputMode="numeric"
                maxLength={7}
                placeholder={t('certification.placeholder')}
                aria-label={t('certification.placeholder')}
                data-testid="certification-input"
              />
            </Form.Item>
            <Button type="primary" size="large" htmlType="submit" data-testid="certification-submit">
              {t('certification.submit')}
            </Button>
          </Form>
          {!no || !valid ? (
            <EmptyView>{t('certification.prompt')}</EmptyView>
          ) : lookup.isFetching ? (
            <LoadingView />
          ) : notFound ? (
            <EmptyView>
              <span data-testid="certification-unknown">{t('certification.unknown', { no })}</span>
            </EmptyView>
          ) : lookup.isError || !lookup.data ? (
            <ErrorView onRetry={() => void lookup.refetch()} />
          ) : (
            <CertificateCard certificate={lookup.data} />
          )}
        </div>
      </section>
    </>
  );
};

export default CertificationPage;
