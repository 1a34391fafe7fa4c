import { extname } from 'node:path';

const BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.md': 'text/markdown',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.htm': 'text/html',
  '.html': 'text/html',
  '.rtf': 'application/rtf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.zip': 'application/zip',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.eml': 'message/rfc822',
  '.msg': 'application/vnd.ms-outlook',
};

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * The type a download is served with: from the extension for common office, image and media
 * files, else the type the browser declared when it is a well-formed media type, else
 * application/octet-stream. Parameters (charset=...) are dropped.
 */
export function mimeTypeFor(name: string, declared: string | undefined): string {
  const known = BY_EXTENSION[extname(name).toLowerCase()];
  if (known) return known;
  const type = (declared ?? '').split(';')[0].trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : 'application/octet-stream';
}
