import type { ServiceCountry } from '../service/service-country';

// Phone numbers and addresses as each service's members write them. One place: the api checks them
// (sign-up, profile, address book, an order's return address) and the web's forms run the same.

/** Spaces, dashes, dots and brackets are how people group digits; they carry no meaning. */
const digitsOf = (phone: string): string => phone.trim().replace(/[\s\-.()]/g, '');

// Taiwan: mobiles 09 + 8 digits; land lines 0 + area code (2-8, 37, 49, 82, 89 …) + 6-8 digits.
// +886 replaces the leading 0.
const TW_MOBILE = /^09\d{8}$/;
const TW_LANDLINE = /^0[2-8]\d{7,8}$/;
const TW_INTERNATIONAL = /^\+886(9\d{8}|[2-8]\d{7,8})$/;

/** A Taiwan number, local or +886, mobile or land line. */
export const isTaiwanPhone = (phone: string): boolean => {
  const digits = digitsOf(phone);
  return TW_MOBILE.test(digits) || TW_LANDLINE.test(digits) || TW_INTERNATIONAL.test(digits);
};

/** A number only Taiwan uses: +886, or a 09 mobile (no Korean number starts with 09). */
export const looksTaiwanese = (phone: string): boolean => {
  const digits = digitsOf(phone);
  return digits.startsWith('+886') || TW_MOBILE.test(digits);
};

/** How Taiwanese write a number: 0912-345-678, (02) 2345-6789; +886 turned into the local 0. */
export const formatTaiwanPhone = (phone: string): string => {
  let digits = digitsOf(phone);
  if (digits.startsWith('+886')) digits = `0${digits.slice(4)}`;
  if (TW_MOBILE.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  if (/^02\d{8}$/.test(digits)) return `(02) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (TW_LANDLINE.test(digits)) {
    const area = digits.slice(0, 3);
    const rest = digits.slice(3);
    return `(${area}) ${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
  }
  return phone.trim();
};

// Taiwan postal codes: 3 digits (area), 3+2 (5 digits, older) or 3+3 (6 digits, since 2020).
const TW_POSTAL_CODE = /^\d{3}(\d{2}|\d{3})?$/;
export const isTaiwanPostalCode = (code: string): boolean => TW_POSTAL_CODE.test(code.trim());

// Taiwan's 22 counties and cities; 台 and 臺 are both in daily use.
export const TAIWAN_COUNTIES = [
  '臺北市',
  '新北市',
  '桃園市',
  '臺中市',
  '臺南市',
  '高雄市',
  '基隆市',
  '新竹市',
  '嘉義市',
  '新竹縣',
  '苗栗縣',
  '彰化縣',
  '南投縣',
  '雲林縣',
  '嘉義縣',
  '屏東縣',
  '宜蘭縣',
  '花蓮縣',
  '臺東縣',
  '澎湖縣',
  '金門縣',
  '連江縣',
] as const;

const withoutPostalCode = (address: string): string => address.trim().replace(/^\d{3,6}\s*/, '');
const taiwanCountyOf = (address: string): string | null => {
  const text = withoutPostalCode(address).replace(/^台/, '臺');
  return TAIWAN_COUNTIES.find((county) => text.startsWith(county)) ?? null;
};

/**
 * The order Taiwanese write an address in: county or city (縣/市), then district or township
 * (區/鄉/鎮/市), then road or street (路/街/大道/巷), e.g. 臺北市信義區松仁路100號.
 */
export const isTaiwanAddress = (address: string): boolean => {
  const county = taiwanCountyOf(address);
  if (county === null) return false;
  const rest = withoutPostalCode(address).slice(county.length).trim();
  return /^[^\s\d]{1,4}?[區鄉鎮市].*?[路街道巷]/.test(rest);
};

/** Starts with a Taiwan county or city: a Taiwan address, whatever follows. */
export const isInTaiwan = (address: string): boolean => taiwanCountyOf(address) !== null;

/** Which country a phone and address are checked for; the order's or member's service. */
export type AddressCountry = ServiceCountry;
