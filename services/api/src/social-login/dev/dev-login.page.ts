import type { SocialProvider } from '@slabworks/domain';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The brand colours of the providers this page stands in for (style.md: Kakao #FEE500 on black text).
const LOOK: Record<SocialProvider, { title: string; bg: string; fg: string }> = {
  kakao: { title: 'Kakao', bg: '#FEE500', fg: '#000000' },
  facebook: { title: 'Facebook', bg: '#1877F2', fg: '#FFFFFF' },
};

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#111}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}p{color:#555;font-size:14px}label{display:block;margin:14px 0 4px;font-size:14px}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:6px;font-size:15px}
.row{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:12px;border-radius:6px;border:0;font-size:15px;cursor:pointer}
.cancel{background:#eee;color:#111}.check{display:flex;gap:8px;align-items:center}`;

/** Development only: a tester says who they are at "Kakao"/"Facebook", or cancels. English like the mailbox page. */
export function devLoginPage(as: SocialProvider, action: string, suffix: string): string {
  const look = LOOK[as];
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${look.title} (local)</title><style>${STYLE}
.allow{background:${look.bg};color:${look.fg};font-weight:600}</style>
<main data-provider="${as}"><h1>${look.title} log-in (local development provider)</h1>
<p>Not the real ${look.title}: say who you are there. Leave the e-mail empty for an account without one.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="account">${look.title} account id</label><input type="text" id="account" name="account" value="${as}-${escapeHtml(suffix)}">
<label for="name">Name</label><input type="text" id="name" name="name" value="Collector ${escapeHtml(suffix)}">
<label for="email">E-mail</label><input type="email" id="email" name="email" value="collector.${escapeHtml(suffix)}@example.com">
<label class="check"><input type="checkbox" id="verified" name="verified" checked> ${look.title} has verified this e-mail</label>
<div class="row"><button class="cancel" type="submit" name="action" value="deny" id="deny">Cancel</button>
<button class="allow" type="submit" name="action" value="allow" id="allow">Continue</button></div></form></main></html>`;
}

export function devMessagePage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style>
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></html>`;
}
