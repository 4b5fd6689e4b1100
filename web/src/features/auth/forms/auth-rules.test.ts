import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import ko from '@/locales/ko/auth.json';
import en from '@/locales/en/auth.json';
import tw from '@/locales/tw/auth.json';
import {
  consentProblems,
  loginChecks,
  newPasswordChecks,
  signupChecks,
  type SignupValues,
} from './auth-rules';
import { problemKeys, problemText, serverFieldsToForm, type Translate } from './problem-text';

const rulesOf = (values: SignupValues) =>
  Object.fromEntries(
    Object.entries(signupChecks).map(([field, check]) => [field, check(values).map((p) => p.rule)]),
  );

const good: SignupValues = {
  nickname: '카드수집가1',
  email: 'collector@example.com',
  password: 'Slab#works2025',
  passwordConfirmation: 'Slab#works2025',
  phone: '010-1234-5678',
};

describe('sign-up checks use the domain rules', () => {
  it('accepts a valid form', () => {
    expect(rulesOf(good)).toEqual({
      nickname: [],
      email: [],
      phone: [],
      password: [],
      passwordConfirmation: [],
    });
  });

  it('refuses each field the way the api would', () => {
    expect(
      rulesOf({
        nickname: 'a',
        email: 'not-an-email',
        password: 'short1!',
        passwordConfirmation: '',
        phone: '12',
      }),
    ).toEqual({
      nickname: ['minLength'],
      email: ['email'],
      phone: ['pattern'],
      password: ['minLength'],
      passwordConfirmation: ['required'],
    });
    expect(signupChecks.nickname({ nickname: '닉네임!' })[0]?.rule).toBe('pattern');
    expect(signupChecks.nickname({ nickname: 'x'.repeat(33) })[0]?.rule).toBe('maxLength');
    expect(signupChecks.password({ password: 'onlyletters1' })[0]?.rule).toBe('pattern');
    expect(
      signupChecks.passwordConfirmation({ password: good.password, passwordConfirmation: 'Other#pass1' })[0]
        ?.rule,
    ).toBe('mismatch');
  });

  it('asks for a new password that differs from the current one', () => {
    const same = { currentPassword: good.password, password: good.password };
    expect(newPasswordChecks.password(same).map((p) => p.rule)).toEqual(['sameAsCurrent']);
    expect(newPasswordChecks.currentPassword({})[0]?.rule).toBe('required');
  });

  it('requires terms, privacy, over-14 and cross-border consent, not advertising', () => {
    expect(consentProblems({ advertising: true }).map((p) => p.field)).toEqual([
      'consents.terms',
      'consents.privacy',
      'consents.over14',
      'consents.crossBorder',
    ]);
    expect(consentProblems({ terms: true, privacy: true, over14: true, crossBorder: true })).toEqual([]);
  });

  it('only asks log-in for a password, never its rule', () => {
    expect(loginChecks.password({ password: 'x' })).toEqual([]);
    expect(loginChecks.email({ email: '' })[0]?.rule).toBe('required');
  });
});

describe('problem messages', () => {
  it('prefers the field wording, then the group, then the generic rule', () => {
    expect(problemKeys({ field: 'consents.over14', rule: 'agreementRequired' })).toEqual([
      'rule-for.consents.over14.agreementRequired',
      'rule-for.consents.agreementRequired',
      'rule.agreementRequired',
    ]);
  });

  it('has a text in ko, en and tw for every problem the forms can show', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { ko: { auth: ko }, en: { auth: en }, tw: { auth: tw } }, ns: ['auth'] });
    const bad = { nickname: '!', email: 'x', password: 'abcdefgh', passwordConfirmation: 'y', phone: 'z' };
    const problems = [
      ...Object.values(signupChecks).flatMap((check) => [...check({}), ...check(bad)]),
      ...newPasswordChecks.password({ currentPassword: 'Same#pass1', password: 'Same#pass1' }),
      ...newPasswordChecks.currentPassword({}),
      ...consentProblems({}),
    ];
    for (const lng of ['ko', 'en', 'tw']) {
      const t = i18n.getFixedT(lng, 'auth') as unknown as Translate;
      for (const problem of problems) {
        const text = problemText(t, { ...problem, params: { min: 8, max: 64, ...problem.params } });
        expect(text, `${lng} ${problem.field} ${problem.rule}`).not.toMatch(/^rule/);
        expect(text).not.toContain('{{');
      }
    }
    const ko14 = problemText(i18n.getFixedT('ko', 'auth') as unknown as Translate, {
      field: 'consents.over14',
      rule: 'agreementRequired',
    });
    expect(ko14).toBe('만 14세 미만은 가입할 수 없습니다.');
  });

  it('takes a Chinese nickname (the Taiwan service) and names Chinese in the refusal, in ko, en and tw', async () => {
    expect(signupChecks.nickname({ nickname: '陳小明' })).toEqual([]);
    const [problem] = signupChecks.nickname({ nickname: '陳小明!' });
    expect(problem?.rule).toBe('pattern');
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { ko: { auth: ko }, en: { auth: en }, tw: { auth: tw } }, ns: ['auth'] });
    const text = (lng: string) => problemText(i18n.getFixedT(lng, 'auth') as unknown as Translate, problem!);
    expect(text('ko')).toBe('닉네임은 한글, 영문, 숫자와 한자만 사용할 수 있습니다.');
    expect(text('en')).toBe('Use only Korean, English or Chinese letters and digits.');
    expect(text('tw')).toBe('暱稱只能使用中文、韓文、英文字母與數字。');
  });

  it('maps server fields to antd name paths', () => {
    expect(serverFieldsToForm({ 'consents.terms': 'agree', email: 'taken' })).toEqual([
      { name: ['consents', 'terms'], errors: ['agree'] },
      { name: ['email'], errors: ['taken'] },
    ]);
  });
});
