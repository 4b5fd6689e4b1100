import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  consentProblems,
  optionalConsents,
  requiredConsents,
  type ConsentName,
  type SignupValues,
} from '../forms/auth-rules';
import { domainRule } from '../forms/domain-rule';
import { ConsentModalWhenOpen } from './consent-modal-when-open';
import type { ConsentDocuments } from './use-consent-documents';
import styles from './consents.module.css';
import { untypedT } from '@/lib/i18n-keys';

export const allConsents: ConsentName[] = ['terms', 'privacy', 'crossBorder', 'over14', ...optionalConsents];

/** Every consent unticked: how a sign-up form starts. */
export const noConsents = Object.fromEntries(allConsents.map((name) => [name, false])) as Record<
  ConsentName,
  boolean
>;

type Consents = Partial<Record<ConsentName, boolean>>;

const consentCheck = (name: ConsentName) => (values: SignupValues & { consents?: Consents }) =>
  consentProblems(values.consents ?? {}).filter((problem) => problem.field === `consents.${name}`);

interface ConsentBlockProps {
  /** The form's consent documents: the one open shows in a dialog below the block. */
  docs: ConsentDocuments;
}

// Spec §4/§5: terms, privacy, cross-border transfer and over-14 are required; advertising is optional.
export const ConsentBlock = ({ docs }: ConsentBlockProps) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const form = Form.useFormInstance();
  const consents = (Form.useWatch('consents', form) ?? {}) as Consents;
  const allChecked = allConsents.every((name) => consents[name] === true);

  const setAll = (checked: boolean) => {
    form.setFieldValue('consents', Object.fromEntries(allConsents.map((name) => [name, checked])));
    void form.validateFields(requiredConsents.map((name) => ['consents', name]));
  };

  return (
    <>
      <fieldset className={styles.block} data-testid="consents">
        <legend className={styles.legend}>{t('consent.title')}</legend>
        <Checkbox
          className={styles.all}
          checked={allChecked}
          indeterminate={!allChecked && allConsents.some((name) => consents[name])}
          onChange={(event) => setAll(event.target.checked)}
          data-testid="consent-all"
        >
          {t('consent.all')}
        </Checkbox>
        <ul className={styles.list}>
          {allConsents.map((name) => {
            const required = (requiredConsents as readonly string[]).includes(name);
            return (
              <li key={name} className={styles.item}>
                <Form.Item
                  name={['consents', name]}
                  valuePropName="checked"
                  rules={required ? [domainRule(consentCheck(name), tr)] : []}
                  className={styles.formItem}
                >
                  <Checkbox data-testid={`consent-${name}`}>
                    <span className={required ? styles.required : styles.optional}>
                      {required ? t('consent.required') : t('consent.optional')}
                    </span>{' '}
                    {t(`consent.item.${name}`)}
                  </Checkbox>
                </Form.Item>
                <button
                  type="button"
                  className={styles.view}
                  onClick={() => docs.open(name === 'over14' ? 'under14' : name)}
                  data-testid={`consent-view-${name}`}
                >
                  {t('consent.view')}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <ConsentModalWhenOpen {...docs.modal} />
    </>
  );
};
