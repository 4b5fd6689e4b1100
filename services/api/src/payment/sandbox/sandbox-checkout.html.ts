import type { TFunction } from 'i18next';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface SandboxCheckout {
  orderId: string;
  orderName: string;
  amount: number;
  successUrl: string;
  failUrl: string;
}

/**
 * The payment window Toss's `requestPayment` opens, played by the sandbox: a test card, then the
 * browser goes to `successUrl?paymentKey&orderId&amount` or `failUrl?code&message&orderId`, as Toss's
 * redirect flow does. The merchant confirms with those three; the window charges nothing itself.
 */
export function sandboxCheckoutHtml(t: TFunction, checkout: SandboxCheckout): string {
  const l = (key: string) => escapeHtml(t(`payment:sandbox.window.${key}`));
  const data = escapeHtml(JSON.stringify(checkout));
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${l('title')}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem}label{display:block;margin:.8rem 0}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{padding:.6rem 1rem;font-size:1rem;margin-right:.5rem}</style></head>
<body><h1>${l('title')}</h1><p>${l('notice')}</p>
<p><strong>${escapeHtml(checkout.orderName)}</strong> · <span id="amount">${checkout.amount}</span></p>
<form id="window" data-checkout="${data}">
<label>${l('card')} <input id="card" name="card" value="4242 4242 4242 4242" inputmode="numeric" autocomplete="off"></label>
<p>${l('cards')}</p>
<button type="submit" id="approve">${l('pay')}</button><button type="button" id="close">${l('close')}</button></form>
<script>
var f=document.getElementById('window');var c=JSON.parse(f.dataset.checkout);
function go(base,params){var u=new URL(base,location.origin);Object.keys(params).forEach(function(k){u.searchParams.set(k,params[k]);});location.assign(u.toString());}
document.getElementById('close').onclick=function(){go(c.failUrl,{code:'PAY_PROCESS_CANCELED',message:${JSON.stringify(t('payment:sandbox.window.canceled'))},orderId:c.orderId});};
f.onsubmit=function(e){e.preventDefault();
fetch('/api/payments/sandbox/checkout',{method:'POST',headers:{'content-type':'application/json','x-requested-with':'sandbox'},
body:JSON.stringify({orderId:c.orderId,amount:c.amount,cardNumber:document.getElementById('card').value})})
.then(function(r){return r.json();}).then(function(j){var d=j.data||{};
if(d.outcome==='AUTHORIZED')go(c.successUrl,{paymentKey:d.paymentKey,orderId:c.orderId,amount:c.amount});
else go(c.failUrl,{code:d.code||j.code,message:d.message||j.message,orderId:c.orderId});});};
</script></body></html>`;
}
