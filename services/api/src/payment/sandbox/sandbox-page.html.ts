import type { TFunction } from 'i18next';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface SandboxAccountRow {
  orderId: string;
  bank: string;
  accountNumber: string;
  amount: number;
  status: string;
  dueAt: string;
}

/** A tester's bank counter: pick a virtual account, "deposit", see what our webhook answered. */
export function sandboxPageHtml(t: TFunction, rows: SandboxAccountRow[]): string {
  const l = (key: string) => escapeHtml(t(`payment:sandbox.${key}`));
  const list = rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.bank)}</td><td><code>${escapeHtml(r.accountNumber)}</code></td><td>${r.amount}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.dueAt)}</td><td><button data-account="${escapeHtml(r.accountNumber)}" data-amount="${r.amount}">${l('fill')}</button></td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${l('title')}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem}label{display:block;margin:.4rem 0}</style></head>
<body><h1>${l('title')}</h1><p>${l('notice')}</p>
<table><thead><tr><th>${l('bank')}</th><th>${l('account')}</th><th>${l('amount')}</th><th>${l('status')}</th><th>${l('dueAt')}</th><th></th></tr></thead><tbody>${list || `<tr><td colspan="6">${l('empty')}</td></tr>`}</tbody></table>
<form id="deposit"><h2>${l('deposit')}</h2>
<label>${l('account')} <input name="accountNumber" required pattern="\\d{6,20}"></label>
<label>${l('amount')} <input name="amount" type="number" min="1" required></label>
<label>${l('depositorAccount')} <input name="depositorAccount" value="11122233344" pattern="\\d{6,20}"></label>
<label>${l('depositorName')} <input name="depositorName" value="홍길동"></label>
<button type="submit">${l('send')}</button></form><pre id="result"></pre>
<script>
document.querySelectorAll('button[data-account]').forEach(function(b){b.onclick=function(){var f=document.forms.deposit;f.accountNumber.value=b.dataset.account;f.amount.value=b.dataset.amount;};});
document.forms.deposit.onsubmit=function(e){e.preventDefault();var f=e.target;
fetch('/api/payments/sandbox/deposits',{method:'POST',headers:{'content-type':'application/json','x-requested-with':'sandbox'},
body:JSON.stringify({accountNumber:f.accountNumber.value,amount:Number(f.amount.value),depositorBank:'국민',depositorAccount:f.depositorAccount.value||undefined,depositorName:f.depositorName.value||undefined})})
.then(function(r){return r.json();}).then(function(j){document.getElementById('result').textContent=JSON.stringify(j,null,2);});};
</script></body></html>`;
}
