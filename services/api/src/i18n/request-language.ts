import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@slabworks/contracts';

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
}

function fromTag(tag: string): Language | undefined {
  const t = tag.trim().toLowerCase();
  if (t === 'tw' || t.startsWith('zh')) return 'tw'; // the Taiwan branch: every zh-* reads Traditional Chinese
  if (t.startsWith('ko')) return 'ko';
  if (t.startsWith('en')) return 'en';
  return undefined;
}

function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The web app sends X-Lang; otherwise the `lang` cookie, then Accept-Language; Korean when nothing matches. */
export function requestLanguage(req: RequestLike): Language {
  const explicit = req.headers['x-lang'];
  if (typeof explicit === 'string' && isLanguage(explicit)) return explicit;
  const fromCookie = cookie(req.headers['cookie'] as string | undefined, 'lang');
  if (isLanguage(fromCookie)) return fromCookie;
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag, q] = part.split(';q=');
        return { tag: tag ?? '', q: q === undefined ? 1 : Number(q) || 0 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const lang = fromTag(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}
