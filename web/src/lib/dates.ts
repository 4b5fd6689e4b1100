import { intlLocaleOf, type Language } from './languages';

// Dates are the company's dates (Korea), whatever the visitor's clock says.
const timeZone = 'Asia/Seoul';

export const formatDate = (iso: string, language: Language): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf[language], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
};

export const formatDateTime = (iso: string, language: Language): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
};
