import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@slabworks/contracts';

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}

/** `?lang=ko|en|tw`: a link can carry its language (a shared URL, a mail link, a crawler). */
export const LANGUAGE_QUERY_PARAM = 'lang';

function fromQuery(query: unknown): Language | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const given = (query as Record<string, unknown>)[LANGUAGE_QUERY_PARAM];
  return typeof given === 'string' && isLanguage(given) ? given : undefined;
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

/**
 * `?lang=` first, then X-Lang (the web app sends it), the `lang` cookie, Accept-Language; Korean when
 * nothing matches.
 */
export function requestLanguage(req: RequestLike): Language {
  const queried = fromQuery(req.query);
  if (queried) return queried;
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
