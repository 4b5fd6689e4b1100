import type { UploadPhotoApiResponse } from '@/lib/api/generated/slabworks-api';
import { apiHeaders } from '@/lib/api/early-requests';
import { fieldErrorsOf } from '@/lib/api/envelope';

export type UploadedPhoto = UploadPhotoApiResponse['data'];

export interface PhotoUploadFailure {
  readonly message: string;
}

/**
 * POST /api/uploads through XMLHttpRequest: fetch cannot report upload progress, and a collector
 * sending 20 MB from a phone needs to see it move. The answer is the api's envelope, typed by the
 * generated contract.
 */
export function uploadPhoto(
  file: File,
  language: string,
  onProgress: (percent: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    // The app's headers, the service's country-code among them (spec §7: on every call).
    for (const [name, value] of Object.entries(apiHeaders(language))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { data?: unknown; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON (a proxy's page): the generic message below
      }
      if (xhr.status === 201) return resolve((body as UploadPhotoApiResponse).data);
      const fields = Object.values(fieldErrorsOf({ status: xhr.status, data: body }));
      reject({ message: fields[0] ?? body.message ?? String(xhr.status) } as PhotoUploadFailure);
    };
    xhr.onerror = () => reject({ message: '' } as PhotoUploadFailure);
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
