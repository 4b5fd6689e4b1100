import type { TFunction } from 'i18next';
import type { EasyPayProvider, PaymentMethod } from '@slabworks/payments';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface SandboxCheckout {
  orderId: string;
  orderName: string;
  amount: number;
  method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>;
  easyPay?: EasyPayProvider;
  successUrl: string;
  failUrl: string;
}

/** What each method's real window asks before it approves (played: any value goes). */
const askFor = (l: (key: string) => string, checkout: SandboxCheckout): string => {
  switch (checkout.method) {
    case 'CARD':
      return `<label>${l('card')} <input id="card" name="card" value="4242 4242 4242 4242" inputmode="numeric" autocomplete="off"></label><p>${l('cards')}</p>`;
    case 'MOBILE':
      return `<label>${l('carrier')} <select id="carrier"><option>SKT</option><option>KT</option><option>LG U+</option></select></label><label>${l('phone')} <input id="phone" value="010-0000-0000"></label>`;
    case 'GIFT_CARD':
      return `<label>${l('pin')} <input id="pin" value="4180-0000-0000-0000"></label>`;
    case 'TRANSFER':
      return `<label>${l('bank')} <select id="bank"><option>국민</option><option>신한</option><option>우리</option></select></label>`;
    default:
      return `<p>${l('app')}</p>`;
  }
};

/**
 * The payment window Toss's `requestPayment` opens, played by the sandbox for each method: it asks
 * what that method's window asks, then the browser goes to `successUrl?paymentKey&orderId&amount`
 * or `failUrl?code&message&orderId`, as Toss's redirect flow does. The merchant confirms with those
 * three; the window charges nothing itself.
 */
export function sandboxCheckoutHtml(t: TFunction, checkout: SandboxCheckout): string {
  const l = (key: string) => escapeHtml(t(`payment:sandbox.window.${key}`));
  const data = escapeHtml(JSON.stringify(checkout));
  const methodName = l(`methods.${checkout.method === 'EASY_PAY' ? checkout.easyPay : checkout.method}`);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${l('title')}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem}label{display:block;margin:.8rem 0}input,select{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{padding:.6rem 1rem;font-size:1rem;margin:.5rem .5rem 0 0}</style></head>
<body><h1>${l('title')}</h1><p>${l('notice')}</p>
<h2 id="method">${methodName}</h2>
<p><strong>${escapeHtml(checkout.orderName)}</strong> · <span id="amount">${checkout.amount}</span></p>
<form id="window" data-checkout="${data}">
${askFor(l, checkout)}
<button type="submit" id="approve">${l('pay')}</button><button type="button" id="fail">${l('fail')}</button><button type="button" id="close">${l('close')}</button></form>
<script>
var f=document.getElementById('window');var c=JSON.parse(f.dataset.checkout);
function go(base,params){var u=new URL(base,location.origin);Object.keys(params).forEach(function(k){u.searchParams.set(k,params[k]);});location.assign(u.toString());}
document.getElementById('close').onclick=function(){go(c.failUrl,{code:'PAY_PROCESS_CANCELED',message:${JSON.stringify(t('payment:sandbox.window.canceled'))},orderId:c.orderId});};
document.getElementById('fail').onclick=function(){go(c.failUrl,{code:'PAY_PROCESS_ABORTED',message:${JSON.stringify(t('payment:sandbox.window.aborted'))},orderId:c.orderId});};
f.onsubmit=function(e){e.preventDefault();var card=document.getElementById('card');
var body={orderId:c.orderId,amount:c.amount,method:c.method};if(c.easyPay)body.easyPay=c.easyPay;if(card)body.cardNumber=card.value;
fetch('/api/payments/sandbox/checkout',{method:'POST',headers:{'content-type':'application/json','x-requested-with':'sandbox'},
body:JSON.stringify(body)})
.then(function(r){return r.json();}).then(function(j){var d=j.data||{};
if(d.outcome==='AUTHORIZED')go(c.successUrl,{paymentKey:d.paymentKey,orderId:c.orderId,amount:c.amount});
else go(c.failUrl,{code:d.code||j.code,message:d.message||j.message,orderId:c.orderId});});};
</script></body></html>`;
}
