import type { TFunction } from 'i18next';
import { CARRIERS } from './identity.request.dto';
import { SANDBOX_IDENTITY_CODE } from './sandbox-identity.provider';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * PortOne's identity-verification window, played: name, birth date, carrier, phone, then the code
 * the carrier would text (the sandbox's is shown on the page). "Verify" records the person under the
 * verification's id; then the page tells the window that opened it (postMessage, this origin only)
 * and closes, as PortOne's window resolves requestIdentityVerification. Opened on its own (no opener)
 * it goes to `returnUrl` (a path on this site) with the id.
 */
export function sandboxIdentityHtml(
  t: TFunction,
  p: { identityVerificationId: string; returnUrl: string | null },
): string {
  const l = (key: string) => escapeHtml(t(`member:identity.sandbox.${key}`));
  const data = escapeHtml(JSON.stringify(p));
  const carriers = CARRIERS.map((c) => `<option value="${c}">${l(`carriers.${c}`)}</option>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${l('title')}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem}label{display:block;margin:.8rem 0}input,select{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{padding:.6rem 1rem;font-size:1rem;margin:.5rem .5rem 0 0}#error{color:#b00020}</style></head>
<body><h1>${l('title')}</h1><p>${l('notice')}</p>
<form id="identity" data-verification="${data}">
<label>${l('name')} <input id="name" name="name" autocomplete="off" required maxlength="50"></label>
<label>${l('birth-date')} <input id="birthDate" name="birthDate" type="date" required></label>
<label>${l('carrier')} <select id="operator" name="operator">${carriers}</select></label>
<label>${l('phone')} <input id="phoneNumber" name="phoneNumber" inputmode="numeric" placeholder="010-0000-0000" required></label>
<label>${l('code')} <input id="code" name="code" inputmode="numeric" maxlength="6" required></label>
<p>${escapeHtml(t('member:identity.sandbox.code-hint', { code: SANDBOX_IDENTITY_CODE }))}</p>
<p id="error" role="alert"></p>
<button type="submit" id="verify">${l('verify')}</button><button type="button" id="close">${l('close')}</button></form>
<script>
var f=document.getElementById('identity');var v=JSON.parse(f.dataset.verification);
function done(status){var message={type:'slabworks:identity-verification',identityVerificationId:v.identityVerificationId,status:status};
if(window.opener){window.opener.postMessage(message,location.origin);window.close();return;}
if(v.returnUrl){var u=new URL(v.returnUrl,location.origin);u.searchParams.set('identityVerificationId',v.identityVerificationId);u.searchParams.set('identityStatus',status);location.assign(u.toString());}}
document.getElementById('close').onclick=function(){done('CLOSED');};
f.onsubmit=function(e){e.preventDefault();var body={identityVerificationId:v.identityVerificationId};
['name','birthDate','operator','phoneNumber','code'].forEach(function(k){body[k]=document.getElementById(k).value;});
fetch('/api/member/identity-verifications/sandbox',{method:'POST',headers:{'content-type':'application/json','x-requested-with':'sandbox'},body:JSON.stringify(body)})
.then(function(r){return r.json();}).then(function(j){var d=j.data||{};
if(d.status==='VERIFIED')done('VERIFIED');else document.getElementById('error').textContent=d.status==='FAILED'?${JSON.stringify(t('member:identity.sandbox.wrong-code'))}:(j.message||'');});};
</script></body></html>`;
}
