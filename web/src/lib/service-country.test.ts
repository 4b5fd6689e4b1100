// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { resetServiceCountry, serviceCountry } from './service-country';
import { apiHeaders } from './api/early-requests';
import { storedCurrency, storedLanguage } from './preferences/stored-preferences';

afterEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
  resetServiceCountry();
});

const servedFor = (country: string) => {
  document.head.innerHTML = `<meta name="service-country" content="${country}">`;
  resetServiceCountry();
};

describe('service country', () => {
  it('is the Korean service when the page does not say', () => {
    expect(serviceCountry()).toBe('KR');
    expect(apiHeaders('ko')['country-code']).toBe('KR');
    expect(storedLanguage()).toBe('ko');
    expect(storedCurrency()).toBe('KRW');
  });

  it('on the Taiwan site sends TW and opens in tw and TWD, until the visitor chooses otherwise', () => {
    servedFor('TW');
    expect(apiHeaders('tw')['country-code']).toBe('TW');
    expect(storedLanguage()).toBe('tw');
    expect(storedCurrency()).toBe('TWD');
    window.localStorage.setItem('lang', 'en');
    expect(storedLanguage()).toBe('en');
  });

  it('ignores a country it does not know', () => {
    servedFor('JP');
    expect(serviceCountry()).toBe('KR');
  });
});
