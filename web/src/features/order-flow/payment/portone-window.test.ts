// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowPayment } from '@/testing/window-payment';
import {
  openPortOneWindow,
  PORTONE_SDK_URL,
  portoneOutcomeHref,
  portoneRequest,
  PortOneWindowError,
  type PortOneWindowPayment,
} from './portone-window';
import { providerReturnOf } from './use-payment-confirm';

const attempt = (over: Partial<PortOneWindowPayment> = {}): PortOneWindowPayment => ({
  ...windowPayment,
  storeId: 'store-1',
  window: { method: 'CARD', channelKey: 'channel-key-card' },
  ...over,
});

describe("PortOne's window (browser SDK v2)", () => {
  afterEach(() => {
    delete (window as { PortOne?: unknown }).PortOne;
    vi.restoreAllMocks();
  });

  it("requests the attempt's paymentId on its channel, for the server's amount, returning to /kakaopay", () => {
    expect(portoneRequest(attempt())).toEqual({
      storeId: 'store-1',
      channelKey: 'channel-key-card',
      paymentId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      orderName: 'Slabworks order G261127-000001',
      totalAmount: 39600,
      currency: 'CURRENCY_KRW',
      payMethod: 'CARD',
      customer: { customerId: 'member-1' },
      redirectUrl:
        'https://slabworks.example/kakaopay?order=4f9c2d1e-8a7b-4c3d-9e8f-0a1b2c3d4e5f&orderId=pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b&amount=39600',
    });
  });

  it.each([
    [
      { method: 'EASY_PAY', easyPay: 'KAKAOPAY', channelKey: 'ck-kakao' },
      { easyPay: { easyPayProvider: 'EASY_PAY_PROVIDER_KAKAOPAY' } },
    ],
    [
      { method: 'EASY_PAY', easyPay: 'NAVERPAY', channelKey: 'ck' },
      { easyPay: { easyPayProvider: 'EASY_PAY_PROVIDER_NAVERPAY' } },
    ],
    [
      { method: 'EASY_PAY', easyPay: 'TOSSPAY', channelKey: 'ck' },
      { easyPay: { easyPayProvider: 'EASY_PAY_PROVIDER_TOSSPAY' } },
    ],
    [
      { method: 'GIFT_CERTIFICATE', channelKey: 'ck' },
      { giftCertificate: { giftCertificateType: 'GIFT_CERTIFICATE_TYPE_CULTURELAND' } },
    ],
    [{ method: 'MOBILE', channelKey: 'ck' }, { productType: 'PRODUCT_TYPE_REAL' }],
    [{ method: 'TRANSFER', channelKey: 'ck' }, {}],
  ])('%o adds %o', (window, extra) => {
    const request = portoneRequest(attempt({ window, paid: { method: 'TRANSFER' } }));
    expect(request).toMatchObject({ payMethod: window.method, channelKey: window.channelKey, ...extra });
    for (const key of ['easyPay', 'giftCertificate', 'productType'])
      if (!(key in extra)) expect(request).not.toHaveProperty(key);
  });

  it('refuses to open without a channel (the api names one per attempt)', () => {
    expect(() => portoneRequest(attempt({ window: { method: 'CARD' } }))).toThrow(/channel/);
  });

  it('a desktop answer leads to a return address the confirm page reads; a failure code is thrown', () => {
    const p = attempt({ paid: { method: 'EASY_PAY', easyPay: 'KAKAOPAY' } });
    const href = portoneOutcomeHref(p, { paymentId: p.providerOrderId });
    const returned = providerReturnOf(new URL(href).searchParams);
    expect(returned).toEqual({
      paymentKey: p.providerOrderId,
      paid: { method: 'EASY_PAY', easyPay: 'KAKAOPAY' },
      orderId: p.orderId,
      providerOrderId: p.providerOrderId,
      amount: 39600,
    });
    expect(() => portoneOutcomeHref(p, { code: 'FAILURE_TYPE_PG', message: '취소' })).toThrow(
      PortOneWindowError,
    );
  });

  it("a phone's redirect with PortOne's failure code is not confirmed as a payment", () => {
    const url = new URL(
      `${portoneRequest(attempt()).redirectUrl as string}&paymentId=pa-x&code=FAILURE_TYPE_PG&message=x`,
    );
    expect(providerReturnOf(url.searchParams)).toBeNull();
  });

  it('loads the SDK script once, opens the window and leaves for the return address', async () => {
    const requestPayment = vi.fn(async () => ({ paymentId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' }));
    const leave = vi.fn();
    const appended = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      (window as { PortOne?: unknown }).PortOne = { requestPayment };
      (node as HTMLScriptElement).onload?.(new Event('load'));
      return node;
    });
    await openPortOneWindow(attempt(), leave);
    await openPortOneWindow(attempt(), leave);
    expect(appended).toHaveBeenCalledTimes(1);
    expect((appended.mock.calls[0]![0] as HTMLScriptElement).src).toBe(PORTONE_SDK_URL);
    expect(requestPayment).toHaveBeenCalledWith(portoneRequest(attempt()));
    expect(leave).toHaveBeenCalledWith(expect.stringContaining('/kakaopay?order=4f9c2d1e'));
    expect(leave.mock.calls[0]![0]).toContain('&paymentId=pa-0193a1b2');
  });
});
