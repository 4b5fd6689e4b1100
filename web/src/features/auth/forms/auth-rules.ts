import {
  fieldError,
  validateEmail,
  validateNickname,
  validatePassword,
  validatePhone,
  type FieldError,
} from '@slabworks/domain';
import { serviceCountry } from '@/lib/service-country';

// Every check here is the api's own rule from @slabworks/domain, so the form refuses exactly what the
// server would refuse, before sending.
export type Check<V> = (values: V) => FieldError[];

const only =
  <V>(field: string, check: Check<V>): Check<V> =>
  (values) =>
    check(values).filter((problem) => problem.field === field);

export interface LoginValues {
  email?: string;
  password?: string;
}

export const loginChecks: Record<keyof LoginValues, Check<LoginValues>> = {
  email: (v) => validateEmail(v.email),
  // A log-in never explains which rule a stored password follows: only "required" here.
  password: (v) => (v.password ? [] : [fieldError('password', 'required')]),
};

export interface NewPasswordValues {
  currentPassword?: string;
  password?: string;
  passwordConfirmation?: string;
}

export const newPasswordChecks: Record<keyof NewPasswordValues, Check<NewPasswordValues>> = {
  currentPassword: (v) => (v.currentPassword ? [] : [fieldError('currentPassword', 'required')]),
  password: only('password', (v) => validatePassword({ password: v.password, current: v.currentPassword })),
  passwordConfirmation: (v) =>
    v.passwordConfirmation
      ? only<NewPasswordValues>('passwordConfirmation', (x) =>
          validatePassword({ password: x.password, confirmation: x.passwordConfirmation }),
        )(v)
      : [fieldError('passwordConfirmation', 'required')],
};

export interface SignupValues extends NewPasswordValues {
  nickname?: string;
  email?: string;
  phone?: string;
}

export const signupChecks: Record<
  'nickname' | 'email' | 'phone' | 'password' | 'passwordConfirmation',
  Check<SignupValues>
> = {
  nickname: (v) => validateNickname(v.nickname),
  email: (v) => validateEmail(v.email),
  // A number of the service this site is (a Taiwan number on the Taiwan site): the api's rule.
  phone: (v) => validatePhone(v.phone, 'phone', serviceCountry()),
  password: newPasswordChecks.password,
  passwordConfirmation: newPasswordChecks.passwordConfirmation,
};

export const requiredConsents = ['terms', 'privacy', 'over14', 'crossBorder'] as const;
export const optionalConsents = ['advertising'] as const;
export type ConsentName = (typeof requiredConsents)[number] | (typeof optionalConsents)[number];

export const consentProblems = (consents: Partial<Record<ConsentName, boolean>>): FieldError[] =>
  requiredConsents
    .filter((name) => consents[name] !== true)
    .map((name) => fieldError(`consents.${name}`, 'agreementRequired'));

export const firstProblem = <V>(checks: Record<string, Check<V>>, field: string, values: V) =>
  checks[field]?.(values)[0];
