export interface DownloadProgress {
  lines: number;
  bytes: number;
  /** recordedAt of the newest complete line, for a range's progress by time. */
  lastRecordedAt: string | null;
}

export interface Downloaded extends DownloadProgress {
  blob: Blob;
  headers: Headers;
}

/** A refusal the api answered with its {code, message, data} envelope. */
export class DownloadRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`download refused: ${status} ${code ?? ''}`);
  }
}

const lastRecordedAtIn = (text: string): string | null => {
  const end = text.lastIndexOf('\n');
  const start = text.lastIndexOf('\n', end - 1) + 1;
  if (end <= start) return null;
  try {
    const line = JSON.parse(text.slice(start, end)) as { recordedAt?: unknown };
    return typeof line.recordedAt === 'string' ? line.recordedAt : null;
  } catch {
    return null;
  }
};

/**
 * Reads a JSON Lines answer as it streams: counts lines and bytes for a progress bar and keeps the
 * exact bytes (the saved file must hash like the server's copy). A refusal throws DownloadRefused
 * with the server's message.
 */
export async function downloadJsonLines(
  url: string,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<Downloaded> {
  const response = await fetch(url, { credentials: 'same-origin', signal: options.signal });
  if (!response.ok || !response.body) {
    const envelope = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const refused = new DownloadRefused(response.status, envelope.code);
    refused.message = envelope.message ?? refused.message;
    throw refused;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: Uint8Array[] = [];
  const progress: DownloadProgress = { lines: 0, bytes: 0, lastRecordedAt: null };
  let tail = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    progress.bytes += value.length;
    for (const byte of value) if (byte === 10) progress.lines += 1;
    const text = tail + decoder.decode(value, { stream: true });
    progress.lastRecordedAt = lastRecordedAtIn(text) ?? progress.lastRecordedAt;
    tail = text.slice(text.lastIndexOf('\n') + 1);
    options.onProgress?.({ ...progress });
  }
  const type = response.headers.get('content-type') ?? 'application/x-ndjson';
  return { ...progress, blob: new Blob(parts as BlobPart[], { type }), headers: response.headers };
}

/** Hex SHA-256 of the bytes; null where the browser offers no WebCrypto (plain http off localhost). */
export async function sha256Hex(blob: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hands the bytes to the browser's download bar under this name. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
