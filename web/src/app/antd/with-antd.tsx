import type { ComponentType } from 'react';
import { i18next } from '@/lib/i18n';
import { defaultLanguage, isLanguage } from '@/lib/languages';

const loadProvider = async () => {
  const antd = await import('./antd-provider');
  // antd's own texts in the current language before the first render (no flash of its English defaults).
  await antd.loadAntdLocale(isLanguage(i18next.language) ? i18next.language : defaultLanguage);
  return antd;
};

/** Loads a lazy component and antd's provider side by side; renders the component inside the provider. */
export const loadWithAntd = async <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Promise<ComponentType<P>> => {
  const [{ default: Inner }, { AntdProvider }] = await Promise.all([load(), loadProvider()]);
  const InAntd = (props: P) => (
    <AntdProvider>
      <Inner {...props} />
    </AntdProvider>
  );
  return InAntd;
};
