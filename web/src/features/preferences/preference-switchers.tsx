import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { storageKeys } from '@/config/constants';
import { currencies, isCurrency } from '@/lib/money';
import { currencyChanged, selectCurrency } from '@/lib/preferences/preferences-slice';
import { LanguageSelect } from '@/lib/preferences/language-select';
import { storePreference } from '@/lib/preferences/stored-preferences';
import styles from './preference-switchers.module.css';

// Native selects: accessible, tiny, and they keep the header out of antd's heavier Select.
export const PreferenceSwitchers = ({ tone = 'light' }: { tone?: 'light' | 'dark' }) => {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);

  return (
    <div className={`${styles.switchers} ${tone === 'dark' ? styles.dark : ''}`}>
      <label className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span className="visually-hidden">{t('header.language')}</span>
        <LanguageSelect data-testid="language-switcher" />
      </label>
      <label className={styles.field}>
        <span className="visually-hidden">{t('header.currency')}</span>
        <select
          data-testid="currency-switcher"
          value={currency}
          onChange={(event) => {
            if (!isCurrency(event.target.value)) return;
            dispatch(currencyChanged(event.target.value));
            storePreference(storageKeys.currency, event.target.value);
          }}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
