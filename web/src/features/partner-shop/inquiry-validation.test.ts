import { describe, expect, it } from 'vitest';
import { validateInquiry } from './inquiry-validation';

const form = {
  name: '김민수',
  phone: '+82 10-1234-5678',
  email: '',
  company: '카드하우스 강남점',
  region: '대한민국 서울',
  content: '매장 제휴를 문의드립니다.',
};

describe('partnership inquiry', () => {
  it('accepts company, content and one contact', () => {
    expect(validateInquiry(form)).toEqual({});
  });

  it('requires company and content', () => {
    expect(validateInquiry({ ...form, company: ' ', content: '' })).toEqual({
      company: 'required',
      content: 'required',
    });
  });

  it('requires a phone or an e-mail', () => {
    expect(validateInquiry({ ...form, phone: '' })).toEqual({
      phone: 'contact-required',
      email: 'contact-required',
    });
  });

  it('checks the e-mail and phone formats when given', () => {
    expect(validateInquiry({ ...form, email: 'shop@', phone: 'abc' })).toEqual({
      email: 'email-format',
      phone: 'phone-format',
    });
  });
});
