import { validateShipment } from '../limits/validate-shipment';
import { COURIERS, courierName, couriersFor, findCourier, trackingLink, trackingTarget } from './couriers';

describe('couriers', () => {
  it('have unique codes and a name in every language', () => {
    expect(new Set(COURIERS.map((c) => c.code)).size).toBe(COURIERS.length);
    for (const courier of COURIERS) {
      expect(Object.keys(courier.names).sort()).toEqual(['en', 'ko', 'tw']);
      if (courier.trackingUrl) expect(courier.trackingUrl).toMatch(/^https:\/\/.*\{trackingNumber\}/);
    }
  });

  it('are found by code or by any name, as orders typed before the table hold them', () => {
    expect(findCourier('CJ')?.code).toBe('CJ');
    expect(findCourier('CJ대한통운')?.code).toBe('CJ');
    expect(findCourier('黑貓宅急便')?.code).toBe('TCAT');
    expect(findCourier(' 新竹物流 ')?.code).toBe('HCT');
    expect(findCourier('Pony Express')).toBeUndefined();
  });

  it('are named in the reader’s language, an unknown one as entered', () => {
    expect(courierName('CJ', 'ko')).toBe('CJ대한통운');
    expect(courierName('TCAT', 'en')).toBe('Black Cat (T-Cat)');
    expect(courierName('Pony Express', 'tw')).toBe('Pony Express');
  });

  it('link to the tracking page with the number escaped', () => {
    expect(trackingLink('EPOST', '6012 3456')).toBe(
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6012%203456',
    );
    expect(trackingLink('KERRY_TJ', '1')).toBeNull();
    expect(trackingLink('Pony Express', '1')).toBeNull();
  });

  it('each build a https link holding the number, or have a https tracking page to type it in', () => {
    for (const courier of COURIERS) {
      const target = trackingTarget(courier.code, 'AB12/34');
      expect(target).not.toBeNull();
      expect(target?.href).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
      if (courier.trackingUrl) {
        expect(target).toEqual({ href: expect.stringContaining('AB12%2F34'), deepLink: true });
      } else {
        expect(courier.trackingPage).toMatch(/^https:\/\//);
        expect(target).toEqual({ href: courier.trackingPage, deepLink: false });
      }
    }
    expect(trackingTarget('KERRY_TJ', '  ')).toBeNull();
    expect(trackingTarget('Pony Express', '1')).toBeNull();
  });

  it('list the service’s own country first', () => {
    expect(couriersFor('TW')[0].country).toBe('TW');
    expect(couriersFor('KR')[0].code).toBe('CJ');
  });

  it('refuse a courier outside the table as a field error', () => {
    expect(validateShipment({ courier: 'Pony Express', trackingNumber: '1' })).toEqual([
      { field: 'courier', rule: 'unknownCourier' },
    ]);
    expect(validateShipment({ courier: '', trackingNumber: '1' })).toEqual([
      { field: 'courier', rule: 'required' },
    ]);
  });
});
