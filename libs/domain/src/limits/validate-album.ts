import type { FieldError } from '../errors/field-error';
import { checkText } from './field-checks';
import {
  ALBUM_NAME_LENGTH,
  CERTIFICATION_NUMBER_DIGITS,
  MAX_ALBUM_DESCRIPTION_LENGTH,
  PATTERNS,
} from './limits.constants';

export const validateAlbum = (album: { name?: string | null; description?: string | null }): FieldError[] => [
  ...checkText('name', album.name, { required: true, ...ALBUM_NAME_LENGTH, pattern: PATTERNS.albumName }),
  ...checkText('description', album.description, { max: MAX_ALBUM_DESCRIPTION_LENGTH }),
];

export const isCertificationNumber = (value: unknown): value is string =>
  typeof value === 'string' && PATTERNS.certificationNumber.test(value);

export const validateCertificationNumber = (
  value: string | null | undefined,
  field = 'certificationNumber',
): FieldError[] =>
  checkText(field, value, {
    required: true,
    min: CERTIFICATION_NUMBER_DIGITS,
    max: CERTIFICATION_NUMBER_DIGITS,
    pattern: PATTERNS.certificationNumber,
  });
