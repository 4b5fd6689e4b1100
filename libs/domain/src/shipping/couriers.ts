// The product's three languages (contracts' Language); the domain imports no other lib.
type Language = 'ko' | 'en' | 'tw';

export interface Courier {
  /** Stored in the order's events and sent by the forms; never shown to a person. */
  code: string;
  country: 'KR' | 'TW';
  names: Readonly<Record<Language, string>>;
  /**
   * The courier's public tracking page with `{trackingNumber}` where the number goes; null when the
   * courier offers no page a link can open. See docs/domain.md "Couriers" for which were verified.
   */
  trackingUrl: string | null;
  /**
   * Where a person types the number, for a courier without a `trackingUrl`: the page is linked and the
   * number shown to copy. Every courier has one or the other (couriers.unit.spec.ts).
   */
  trackingPage?: string;
}

// The one table of couriers (spec §4 "courier and tracking number"). Adding a courier or correcting
// a tracking page is a change to this table only: forms, order pages and mails read it.
export const COURIERS: readonly Courier[] = [
  {
    code: 'CJ',
    country: 'KR',
    names: { ko: 'CJ대한통운', en: 'CJ Logistics', tw: 'CJ大韓通運' },
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={trackingNumber}',
  },
  {
    code: 'HANJIN',
    country: 'KR',
    names: { ko: '한진택배', en: 'Hanjin Express', tw: '韓進快遞' },
    trackingUrl:
      'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={trackingNumber}',
  },
  {
    code: 'LOTTE',
    country: 'KR',
    names: { ko: '롯데택배', en: 'Lotte Global Logistics', tw: '樂天快遞' },
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={trackingNumber}',
  },
  {
    code: 'EPOST',
    country: 'KR',
    names: { ko: '우체국택배', en: 'Korea Post', tw: '韓國郵政' },
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={trackingNumber}',
  },
  {
    code: 'LOGEN',
    country: 'KR',
    names: { ko: '로젠택배', en: 'Logen', tw: 'Logen快遞' },
    trackingUrl: 'https://www.ilogen.com/web/personal/trace/{trackingNumber}',
  },
  {
    code: 'KDEXP',
    country: 'KR',
    names: { ko: '경동택배', en: 'Kyungdong Express', tw: '慶東快遞' },
    trackingUrl: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode={trackingNumber}',
  },
  {
    code: 'CHUNGHWA_POST',
    country: 'TW',
    names: { ko: '대만 중화우정', en: 'Chunghwa Post', tw: '中華郵政' },
    trackingUrl:
      'https://postserv.post.gov.tw/pstmail/main_mail.html?targetTxn=EB500200&MAILNO={trackingNumber}',
  },
  {
    code: 'TCAT',
    country: 'TW',
    names: { ko: '흑묘택배 (통일속달)', en: 'Black Cat (T-Cat)', tw: '黑貓宅急便 (統一速達)' },
    trackingUrl: 'https://www.t-cat.com.tw/Inquire/Trace.aspx?no={trackingNumber}',
  },
  {
    code: 'HCT',
    country: 'TW',
    names: { ko: '신주물류', en: 'Hsinchu Transport (HCT)', tw: '新竹物流' },
    trackingUrl: 'https://www.hct.com.tw/Search/SearchGoods_n.aspx?no={trackingNumber}',
  },
  {
    code: 'KERRY_TJ',
    country: 'TW',
    names: { ko: '가리대영물류', en: 'Kerry TJ Logistics', tw: '嘉里大榮物流' },
    trackingUrl: null,
    trackingPage: 'https://www.kerrytj.com/ZH/search/search_track.aspx',
  },
  {
    code: 'PELICAN',
    country: 'TW',
    names: { ko: '펠리칸 택배', en: 'Pelican Express', tw: '宅配通' },
    trackingUrl: null,
    trackingPage: 'https://www.e-can.com.tw/',
  },
];

export const COURIER_CODES = COURIERS.map((courier) => courier.code);

const normalised = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, '');

// Orders placed before the table existed hold what the member typed ("CJ대한통운", "黑貓宅急便"), so a
// courier is also found by any of its names, or by its name without the bracketed alias.
export const findCourier = (codeOrName: string | null | undefined): Courier | undefined => {
  if (!codeOrName) return undefined;
  const wanted = normalised(codeOrName);
  return COURIERS.find(
    (courier) =>
      normalised(courier.code) === wanted ||
      Object.values(courier.names).some(
        (name) => normalised(name) === wanted || normalised(name.replace(/\s*\(.*\)$/, '')) === wanted,
      ),
  );
};

/** The courier's name in `language`; a courier not in the table is shown as it was entered. */
export const courierName = (codeOrName: string, language: Language): string =>
  findCourier(codeOrName)?.names[language] ?? codeOrName;

/** The tracking page for one parcel, or null (unknown courier, no public page, no number). */
export const trackingLink = (codeOrName: string, trackingNumber: string): string | null => {
  const template = findCourier(codeOrName)?.trackingUrl;
  const number = trackingNumber.trim();
  if (!template || !number) return null;
  return template.replace('{trackingNumber}', encodeURIComponent(number));
};

/**
 * Where a reader goes to track one parcel: the parcel's own page (`deepLink`), or the courier's
 * tracking page where the number must be typed (`deepLink: false`: show the number to copy); null for
 * a courier outside the table or no number.
 */
export const trackingTarget = (
  codeOrName: string,
  trackingNumber: string,
): { href: string; deepLink: boolean } | null => {
  const deep = trackingLink(codeOrName, trackingNumber);
  if (deep) return { href: deep, deepLink: true };
  const page = findCourier(codeOrName)?.trackingPage;
  return page && trackingNumber.trim() ? { href: page, deepLink: false } : null;
};

/** The couriers a service offers first: its own country's, then the other's. */
export const couriersFor = (country: 'KR' | 'TW'): Courier[] => [
  ...COURIERS.filter((courier) => courier.country === country),
  ...COURIERS.filter((courier) => courier.country !== country),
];
