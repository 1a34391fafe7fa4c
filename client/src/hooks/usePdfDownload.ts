import { useState } from 'react';
import { describeQueryError } from '../api/describeQueryError';

/** Starts a download the way a link click does, so the browser keeps the page. */
export function downloadUrl(url: string, fileName = '') {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * A PDF the server renders on request (seconds for a large PDA): fetched while the icon shows
 * a clock, then saved as a file. Errors are kept for the page to show.
 */
export function usePdfDownload() {
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (url: string, fallbackName: string) => {
    if (generating) return;
    setGenerating(true);
    setError(null);
    try {
      const response = await fetch(url);
      if (!response.ok) {
        const data: unknown = await response.json().catch(() => undefined);
        setError(describeQueryError({ status: response.status, data }));
        return;
      }
      const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
      const objectUrl = URL.createObjectURL(await response.blob());
      downloadUrl(objectUrl, name);
      // The click has handed the blob to the browser's download; free it soon after.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } catch (failure) {
      setError(`The PDF could not be made: ${(failure as Error).message ?? String(failure)}`);
    } finally {
      setGenerating(false);
    }
  };

  return { generating, error, download, dismissError: () => setError(null) };
}
