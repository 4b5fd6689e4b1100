import {
  fieldError,
  validateEmail,
  validateNickname,
  validatePassword,
  validatePhone,
  type FieldError,
  type ServiceCountry,
} from '@slabworks/domain';
import { CONSENT_DOCUMENTS, type ConsentField } from './consent-documents';
import type { SignupRequestDto } from './signup.request.dto';

/** Every refusal at once, so the form can mark all wrong fields in one round trip. */
export function signupProblems(body: SignupRequestDto, country: ServiceCountry = 'KR'): FieldError[] {
  const consents = body.consents ?? {};
  const consentProblems = (Object.keys(CONSENT_DOCUMENTS) as ConsentField[])
    .filter((f) => CONSENT_DOCUMENTS[f].required && consents[f] !== true)
    .map((f) => fieldError(`consents.${f}`, 'agreementRequired'));
  return [
    ...validateNickname(body.nickname),
    ...validateEmail(body.email),
    ...validatePassword({ password: body.password, confirmation: body.passwordConfirmation }),
    ...validatePhone(body.phone, 'phone', country),
    ...consentProblems,
  ];
}
