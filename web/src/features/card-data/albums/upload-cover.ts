import type { UploadPhotoApiResponse } from '@/lib/api/generated/slabworks-api';
import { apiHeaders } from '@/lib/api/early-requests';
import { fieldErrorsOf } from '@/lib/api/envelope';

/**
 * POST /api/uploads (multipart; RTK Query's JSON base query does not send files). The answer is the
 * upload whose id becomes the album's representative image.
 */
export async function uploadCoverPhoto(
  file: File,
  language: string,
): Promise<UploadPhotoApiResponse['data']> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/uploads', {
    method: 'POST',
    credentials: 'same-origin',
    headers: apiHeaders(language),
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
  if (response.status === 201) return (body as UploadPhotoApiResponse).data;
  const fields = Object.values(fieldErrorsOf({ status: response.status, data: body }));
  throw new Error(fields[0] ?? body.message ?? String(response.status));
}
