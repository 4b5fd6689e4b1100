import type { SelectHTMLAttributes } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isLanguage, languageLabel, languages } from '@/lib/languages';
import { languageChanged, selectLanguage } from './preferences-slice';

/**
 * The site's language as a native select (small, accessible, no antd Select in the header): the site
 * header's switcher and the console's. Each gives its own label, test id and look.
 */
export const LanguageSelect = (
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
    'data-testid'?: string;
  },
) => {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <select
      {...props}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) dispatch(languageChanged(event.target.value));
      }}
    >
      {languages.map((code) => (
        <option key={code} value={code}>
          {languageLabel[code]}
        </option>
      ))}
    </select>
  );
};
