import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { EmptyView, ErrorView, LoadingView } from '@/components/ui/status-views';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import {
  useGetPopReportCaptchaQuery,
  useLazySearchPopReportQuery,
} from '@/features/card-data/api/card-data-api';
import type { PopReport, PopSort } from '@/features/card-data/pop-report/pop-report-table';
import styles from '@/features/card-data/card-data.module.css';

const MAX_TERM_LENGTH = 100;

// The captcha widget (altcha and its worker, ~21 KiB gzipped) loads beside its challenge, not before the page:
// the page asks for both at once, and "loading" shows until both are here.
const loadCaptcha = () => import('@/features/card-data/pop-report/altcha-captcha');
const AltchaCaptcha = lazy(() => loadCaptcha().then((module) => ({ default: module.AltchaCaptcha })));

// The results table (antd's Table with its pagination) loads with the first search, beside its answer.
const loadTable = () => import('@/features/card-data/pop-report/pop-report-table');
const PopReportTable = lazy(() => loadTable().then((module) => ({ default: module.PopReportTable })));

// /pop-report: a solved captcha answers with a pass; for ten minutes the pass pages and sorts and opens up
// to ten terms (services/api captcha.service), so the visitor ticks the box once per visit, not per search.
const PopReportPage = () => {
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  const captcha = useGetPopReportCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => void loadCaptcha(), []);
  const [search, searched] = useLazySearchPopReportQuery();
  const [payload, setPayload] = useState<string | null>(null);
  const [pass, setPass] = useState<string | null>(null);
  const [report, setReport] = useState<PopReport | null>(null);
  const [term, setTerm] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);

  const run = async (arg: Parameters<typeof search>[0]) => {
    void loadTable();
    const answer = await search(arg);
    if (answer.data) {
      setReport(answer.data);
      setPass(answer.data.pass);
    } else if (serverCodeOf(answer.error) === 'CAPTCHA.PASS_EXPIRED') {
      // Used up or timed out: the box comes back, and the typed term stays for the next try.
      setPass(null);
    }
    return answer;
  };

  const onSearch = async ({ term: typed }: { term: string }) => {
    const trimmed = typed.trim();
    if (!payload && !pass) return setNeedCaptcha(true);
    setNeedCaptcha(false);
    setTerm(trimmed);
    setParams({ term: trimmed }, { replace: true });
    if (payload) {
      await run({ term: trimmed, captcha: payload });
      // A solution answers once: a later box needs a new challenge.
      setPayload(null);
      void captcha.refetch();
    } else {
      await run({ term: trimmed, pass: pass! });
    }
  };

  const browse = (page: number, sort: PopSort = report!.sort, order: PopReport['order'] = report!.order) =>
    void run({ term, pass: report!.pass, page, sort, order });

  const error = searched.isError ? searched.error : undefined;
  const passExpired = serverCodeOf(error) === 'CAPTCHA.PASS_EXPIRED';

  return (
    <>
      <PageHero
        eyebrow={t('certification.eyebrow')}
        title={t('popReport.title')}
        lead={t('popReport.lead')}
      />
      <section className="section">
        <div className="container">
          <Form
            className={styles.popSearch}
            layout="vertical"
            // The widget's checkbox is `required`: our translated notice replaces the browser's bubble.
            noValidate
            initialValues={{ term: params.get('term') ?? '' }}
            onFinish={(values: { term: string }) => void onSearch(values)}
          >
            <Form.Item
              name="term"
              label={t('popReport.term')}
              rules={[
                { required: true, whitespace: true, message: t('popReport.field.required') },
                { max: MAX_TERM_LENGTH, message: t('popReport.field.max', { max: MAX_TERM_LENGTH }) },
              ]}
            >
              <Input
                size="large"
                placeholder={t('popReport.placeholder')}
                data-testid="pop-term"
                allowClear
              />
            </Form.Item>
            <div className={styles.popCaptchaRow}>
              {pass ? (
                <p className={styles.muted} data-testid="pop-pass">
                  {t('popReport.captcha.passActive')}
                </p>
              ) : captcha.data ? (
                <Suspense fallback={<LoadingView label={t('popReport.captcha.loading')} />}>
                  <AltchaCaptcha
                    key={captcha.data.signature}
                    challenge={captcha.data}
                    onChange={(solved) => {
                      setPayload(solved);
                      if (solved) setNeedCaptcha(false);
                    }}
                  />
                </Suspense>
              ) : captcha.isError ? (
                <ErrorView
                  onRetry={() => void captcha.refetch()}
                  message={t('popReport.captcha.unavailable')}
                />
              ) : (
                <LoadingView label={t('popReport.captcha.loading')} />
              )}
              <Button
                type="primary"
                size="large"
                htmlType="submit"
                loading={searched.isFetching}
                data-testid="pop-submit"
              >
                {t('popReport.submit')}
              </Button>
            </div>
            {needCaptcha && (
              <Alert
                type="warning"
                showIcon
                title={t('popReport.captcha.required')}
                data-testid="pop-need-captcha"
              />
            )}
          </Form>

          {error && !searched.isFetching && (
            <Alert
              className={styles.popAlert}
              type="error"
              showIcon
              data-testid="pop-error"
              title={
                passExpired ? t('popReport.passExpired') : (serverMessageOf(error) ?? t('popReport.failed'))
              }
            />
          )}
          {!report ? (
            searched.isFetching ? (
              <LoadingView />
            ) : (
              <EmptyView>{t('popReport.prompt')}</EmptyView>
            )
          ) : report.items.length === 0 ? (
            <EmptyView>
              <span data-testid="pop-empty">{t('popReport.noResults', { term: report.term })}</span>
            </EmptyView>
          ) : (
            <>
              <p className={styles.muted} data-testid="pop-summary">
                {t('popReport.summary', { count: report.totalCards, term: report.term })}
              </p>
              <Suspense fallback={<LoadingView />}>
                <PopReportTable
                  report={report}
                  loading={searched.isFetching}
                  onPage={(page) => browse(page)}
                  onSort={(sort, order) => browse(1, sort, order)}
                />
              </Suspense>
            </>
          )}
        </div>
      </section>
    </>
  );
};

export default PopReportPage;
