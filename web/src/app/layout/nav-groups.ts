import { paths } from '@/config/paths';

// The four header groups of spec §2. Labels are i18n keys in the shell namespace.
export const navGroups = [
  {
    key: 'service',
    label: 'nav.service',
    items: [
      { to: paths.grading, label: 'nav.grading' },
      { to: paths.gradingDetail, label: 'nav.grading-detail' },
      { to: paths.gradingPricing, label: 'nav.pricing' },
      { to: paths.reholderSubmit, label: 'nav.reholder' },
    ],
  },
  {
    key: 'company',
    label: 'nav.company',
    items: [
      { to: paths.aboutUs, label: 'nav.about-us' },
      { to: paths.faq, label: 'nav.faq' },
      { to: paths.partnerShop, label: 'nav.partner-shop' },
    ],
  },
  {
    key: 'news',
    label: 'nav.news',
    items: [
      { to: paths.feed, label: 'nav.feed' },
      { to: paths.notice, label: 'nav.notice' },
    ],
  },
  {
    key: 'card-data',
    label: 'nav.card-data',
    items: [
      { to: paths.certification, label: 'nav.certification' },
      { to: paths.popReport, label: 'nav.pop-report' },
      { to: paths.collectionGallery, label: 'nav.collection-gallery' },
    ],
  },
] as const;
