import type { UploadPhotoApiResponse } from '@/lib/api/generated/slabworks-api';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';

export type UploadedImage = UploadPhotoApiResponse['data'];

/**
 * An evidence photo: POST /api/uploads (the collector's photo route and limits, issue 9; the
 * collector sees it with the reason). Resolves the stored image or rejects with the api's message.
 */
export async function uploadImage(file: File, language: string): Promise<UploadedImage> {
  return (await postImage('/api/uploads', file, language)) as UploadedImage;
}

/** A banner or popup image: public once stored; answers the path the content keeps. */
export async function uploadContentImage(file: File, language: string): Promise<{ path: string }> {
  return (await postImage('/api/console/content-images', file, language)) as { path: string };
}

async function postImage(url: string, file: File, language: string): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-lang': language },
    body: form,
  });
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's page): the status below
  }
  if (res.status === 201) return (body as { data: unknown }).data;
  const error = { status: res.status, data: body };
  throw new Error(Object.values(fieldErrorsOf(error))[0] ?? serverMessageOf(error) ?? String(res.status));
}
