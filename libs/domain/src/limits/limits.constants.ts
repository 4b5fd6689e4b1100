// Spec §5 and §9 in one place; api validation and web forms both read these.
export const MAX_CARDS_PER_ORDER = 1000;
export const MIN_PHOTOS_PER_ORDER = 1;
export const MAX_PHOTOS_PER_ORDER = 100;
export const MAX_CARDS_PER_PHOTO = 6;
// Largest order photo, in MB: the web refuses a larger file before sending it; the api's UPLOAD_MAX_MB
// defaults to it (a phone's JPEG is 3-12 MB; 20 leaves room for a flatbed scan).
export const MAX_PHOTO_MB = 20;
// Spec says 20 in one text and 40 in another; we take 20 (the lower bar, the price-guide text).
export const BULK_MIN_CARDS = 20;
// Temporary saves a member may keep at once (drafts are cheap to make; the list must stay short).
export const MAX_DRAFTS_PER_MEMBER = 20;
export const MIN_CARD_QUANTITY = 1;
export const MIN_CARD_YEAR = 1999;
export const MAX_PLAYER_NAME_LENGTH = 100;
export const MAX_CARD_TEXT_LENGTH = 200;

export const MAX_TRACKING_NUMBER_LENGTH = 200;
export const MAX_COURIER_LENGTH = 50;

export const NICKNAME_LENGTH = { min: 2, max: 32 } as const;
// Spec: 6-32. We follow OWASP ASVS (at least 8) and allow passphrases up to 64; see docs/domain.md.
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;
export const MAX_EMAIL_LENGTH = 254;
export const ALBUM_NAME_LENGTH = { min: 2, max: 16 } as const;
export const MAX_ALBUM_DESCRIPTION_LENGTH = 300;
export const CERTIFICATION_NUMBER_DIGITS = 7;

export const MAX_ADDRESS_FIELD_LENGTH = 100;
export const MAX_DELIVERY_MEMO_LENGTH = 100;
export const MAX_REFUND_ACCOUNT_DIGITS = 20;
export const MAX_REASON_LENGTH = 500;
// A staff member's display name (admin:create --name, or set by an ADMIN): shown as "name (role)".
export const MAX_DISPLAY_NAME = 40;
export const DEFAULT_REFUND_BANK = '국민';

// Jeju-do postal codes (5-digit system since 2015).
export const JEJU_POSTAL_CODE_RANGE = { min: 63000, max: 63644 } as const;

export const PATTERNS = {
  // Nicknames: Korean, English or Chinese (the Taiwan service's collectors) letters and digits, no
  // spaces, punctuation or control characters.
  nameLike: /^[가-힣ㄱ-ㅎㅏ-ㅣ\u3400-\u4DBF\u4E00-\u9FFFA-Za-z0-9]+$/,
  // Album names are titles ("Pokemon 2024 Base"): words of Korean, English, Chinese (the Taiwan service)
  // or digits, one space between words, none at either end.
  albumName: /^[가-힣ㄱ-ㅎㅏ-ㅣ\u4E00-\u9FFFA-Za-z0-9]+( [가-힣ㄱ-ㅎㅏ-ㅣ\u4E00-\u9FFFA-Za-z0-9]+)*$/,
  digits: /^\d+$/,
  certificationNumber: /^\d{7}$/,
  postalCode: /^\d{5}$/,
  phone: /^\+?[\d-]{8,20}$/,
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/,
  passwordLetter: /[A-Za-z]/,
  passwordDigit: /\d/,
  passwordSpecial: /[^A-Za-z0-9\s]/,
} as const;
