import { formatTaiwanPhone, isTaiwanAddress, isTaiwanPhone, isTaiwanPostalCode } from './country-formats';
import { validatePhone } from './validate-account';
import { validateAddress } from './validate-address';

const taiwan = {
  name: '家',
  recipient: '陳小明',
  phone: '0912-345-678',
  postalCode: '110208',
  address1: '臺北市信義區松仁路100號',
};
const korea = {
  name: '집',
  recipient: '홍길동',
  phone: '010-1234-5678',
  postalCode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
};
const rules = (problems: { field: string; rule: string }[]) => problems.map((p) => `${p.field}:${p.rule}`);

describe('Taiwan phone numbers', () => {
  it.each([
    '0912345678',
    '0912-345-678',
    '+886 912 345 678',
    '+886-2-2345-6789',
    '(02) 2345-6789',
    '037-123456',
  ])('takes %s', (phone) => expect(isTaiwanPhone(phone)).toBe(true));
  it.each(['010-1234-5678', '091234567', '+82 10 1234 5678', '0012345678'])('refuses %s', (phone) =>
    expect(isTaiwanPhone(phone)).toBe(false),
  );
  it('writes them as Taiwanese do', () => {
    expect(formatTaiwanPhone('+886912345678')).toBe('0912-345-678');
    expect(formatTaiwanPhone('0223456789')).toBe('(02) 2345-6789');
    expect(formatTaiwanPhone('037123456')).toBe('(037) 12-3456');
  });
  it('is a Taiwan service rule; the Korean service refuses a Taiwan number', () => {
    expect(validatePhone('0912-345-678', 'phone', 'TW')).toEqual([]);
    expect(rules(validatePhone('010-1234-5678', 'phone', 'TW'))).toEqual(['phone:twPhone']);
    expect(rules(validatePhone('0912-345-678', 'phone', 'KR'))).toEqual(['phone:krPhone']);
    expect(rules(validatePhone('+886 912 345 678'))).toEqual(['phone:krPhone']);
    expect(validatePhone('010-1234-5678')).toEqual([]);
  });
});

describe('Taiwan addresses', () => {
  it('have 3, 5 or 6 digit postal codes', () => {
    expect(['110', '11008', '110208'].every(isTaiwanPostalCode)).toBe(true);
    expect(['11', '1100', '1102080', '11O'].some(isTaiwanPostalCode)).toBe(false);
  });
  it('are written county or city, district, road', () => {
    expect(isTaiwanAddress('臺北市信義區松仁路100號')).toBe(true);
    expect(isTaiwanAddress('台北市大安區忠孝東路四段1號')).toBe(true);
    expect(isTaiwanAddress('110 臺北市信義區松仁路100號')).toBe(true);
    expect(isTaiwanAddress('新竹縣竹北市光明六路10號')).toBe(true);
    expect(isTaiwanAddress('宜蘭縣礁溪鄉中山路一段1號')).toBe(true);
    expect(isTaiwanAddress('信義區松仁路100號')).toBe(false);
    expect(isTaiwanAddress('臺北市松仁路100號')).toBe(false);
    expect(isTaiwanAddress('서울특별시 강남구 테헤란로 152')).toBe(false);
  });
  it('belong on a Taiwan order, and a Korean address on a Korean one', () => {
    expect(validateAddress(taiwan, 'returnAddress.', 'TW')).toEqual([]);
    expect(validateAddress(korea, 'returnAddress.', 'KR')).toEqual([]);
    expect(rules(validateAddress(korea, 'returnAddress.', 'TW'))).toEqual([
      'returnAddress.phone:twPhone',
      'returnAddress.address1:twAddress',
    ]);
    expect(rules(validateAddress(taiwan, 'returnAddress.', 'KR'))).toEqual([
      'returnAddress.phone:krPhone',
      'returnAddress.postalCode:pattern',
      'returnAddress.address1:krAddress',
    ]);
  });
  it('still says required, once, for an empty field', () => {
    expect(rules(validateAddress({ ...taiwan, phone: '', postalCode: ' ' }, '', 'TW'))).toEqual([
      'phone:required',
      'postalCode:required',
    ]);
  });
});
