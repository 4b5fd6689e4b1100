import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../errors';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads the one file part of a multipart request, refusing it as soon as it passes `maxBytes`
 * (busboy stops reading there, so an oversized file is never held whole in memory).
 */
export async function readUploadedFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) throw ApiException.validation([{ field: 'file', rule: 'required' }]);
  const tooLarge = () =>
    ApiException.validation([
      { field: 'file', rule: 'fileTooLarge', params: { maxMb: Math.floor(maxBytes / 1024 / 1024) } },
    ]);
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    if (!part) throw ApiException.validation([{ field: 'file', rule: 'required' }]);
    const body = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    if (body.length === 0) throw ApiException.validation([{ field: 'file', rule: 'required' }]);
    return body;
  } catch (error) {
    if (error instanceof ApiException) throw error;
    if (TOO_LARGE.has((error as { code?: string }).code ?? '')) throw tooLarge();
    throw ApiException.validation([{ field: 'file', rule: 'invalid' }]);
  }
}
