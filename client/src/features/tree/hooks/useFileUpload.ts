import { UPLOAD_MAX_FILES, UPLOAD_TIMEOUT_MS } from '@domain/limits';
import { useState } from 'react';
import { applyRequestHeaders } from '@client/api/requestHeaders';

// ours: the seed words none of these.
export const TOO_MANY_FILES = `At most ${UPLOAD_MAX_FILES} files at once`;
export const UPLOAD_TIMED_OUT = 'The upload timed out';
export const UPLOAD_FAILED = 'The upload failed';

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through
  }
  return `${UPLOAD_FAILED} (HTTP ${xhr.status})`;
}

/**
 * Uploads files to /api/upload/v1/{node} as multipart field 'files' with XMLHttpRequest, for
 * its progress events (fetch has none for uploads). 7 s timeout (seed 000 section 9).
 */
export function uploadFiles(
  nodeUuid: string,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload/v1/${encodeURIComponent(nodeUuid)}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    applyRequestHeaders(new Headers()).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(messageOf(xhr)));
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.ontimeout = () => reject(new Error(UPLOAD_TIMED_OUT));
    xhr.send(body);
  });
}

export function useFileUpload(nodeUuid: string, onUploaded: () => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > UPLOAD_MAX_FILES) {
      setError(TOO_MANY_FILES);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await uploadFiles(nodeUuid, files, setProgress);
      onUploaded();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : UPLOAD_FAILED);
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, uploading: progress !== null, error };
}
