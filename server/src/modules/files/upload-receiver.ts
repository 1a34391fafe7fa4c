import { Inject, Injectable } from '@nestjs/common';
import multer from 'multer';
import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform } from 'node:stream';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { FileStore } from './file-store';
import {
  BadUploadException,
  FileTooLargeException,
  MAX_FILES_PER_UPLOAD,
  TooManyFilesException,
  UploadTooLargeException,
} from './files.exceptions';
import { HashedTempFile, HashingStorage } from './hashing-storage';
import { mimeTypeFor } from './mime-type';

export const UPLOAD_FIELD = 'files';
const MAX_NAME_LENGTH = 255;

/** One file of an upload, waiting in DATA_DIR/tmp until the request is stored. */
export interface ReceivedFile {
  name: string;
  mimeType: string;
  tempPath: string;
  bytes: number;
  contentHash: string;
}

type UploadedFile = Express.Multer.File & HashedTempFile;

/** What multer is handed instead of the request: the body, counted, with the request's headers. */
type UploadBody = PassThrough & Pick<IncomingMessage, 'headers'> & { files?: UploadedFile[] };

/**
 * The request body as multer reads it. multer, once it has refused an upload, reads the rest
 * of the body before it reports (so that the client can see the answer); a client that keeps
 * sending would be read to the end (2 GiB were). Here the body is a stream of its own that is
 * cut off from the socket: at UPLOAD_MAX_REQUEST_BYTES, and as soon as multer is done (it
 * unpipes busboy then, after removing the temp files). The answer then closes the connection
 * (see connection-limits.ts) instead of reading on.
 */
function limitedBody(
  req: IncomingMessage,
  limitBytes: number,
): { body: UploadBody; overLimit: () => boolean } {
  let received = 0;
  let over = false;
  const body = new PassThrough() as UploadBody;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      if (received > limitBytes) {
        over = true;
        cutOff();
        return next();
      }
      next(null, chunk);
    },
  });
  const cutOff = () => {
    req.unpipe(counter);
    counter.unpipe(body);
    if (!body.writableEnded) body.end();
  };
  body.headers = req.headers;
  const unpipe = body.unpipe.bind(body);
  body.unpipe = (destination) => {
    cutOff();
    return unpipe(destination);
  };
  req.pipe(counter).pipe(body);
  return { body, overLimit: () => over };
}

/**
 * Reads the multipart body of an upload into temp files. Either every file arrives within the
 * limits, or the request fails with a message naming the limit and no temp file remains.
 */
@Injectable()
export class UploadReceiver {
  private readonly parse: (body: UploadBody) => Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: FileStore,
  ) {
    const middleware = multer({
      storage: new HashingStorage(store),
      // Browsers send UTF-8 file names without saying so; busboy's default is latin1.
      defParamCharset: 'utf8',
      limits: {
        files: MAX_FILES_PER_UPLOAD,
        fileSize: config.uploadMaxBytes,
        fields: 50,
        fieldSize: 64 * 1024,
        headerPairs: 100,
      },
    }).array(UPLOAD_FIELD);
    // multer is given the counted body in place of a request, and no answer (it writes none).
    type MulterArgs = Parameters<typeof middleware>;
    this.parse = (body) =>
      new Promise((resolve, reject) =>
        middleware(
          body as unknown as MulterArgs[0],
          undefined as unknown as MulterArgs[1],
          (error?: unknown) => (error ? reject(error) : resolve()),
        ),
      );
  }

  async receive(req: IncomingMessage): Promise<ReceivedFile[]> {
    const limit = this.config.uploadMaxRequestBytes;
    // Refused before a byte of the body is read.
    if (Number(req.headers['content-length'] ?? 0) > limit)
      throw new UploadTooLargeException(limit);
    const { body, overLimit } = limitedBody(req, limit);
    await this.parse(body).catch((error: unknown) => {
      throw overLimit() ? new UploadTooLargeException(limit) : this.explain(error);
    });
    const files = body.files ?? [];
    if (overLimit()) {
      // Cut off after the closing boundary (trailing bytes): still too large, keep nothing.
      await Promise.all(files.map((file) => this.store.discardTemp(file.path)));
      throw new UploadTooLargeException(limit);
    }
    const tooLong = files.find((file) => file.originalname.length > MAX_NAME_LENGTH);
    if (!files.length || tooLong) {
      await Promise.all(files.map((file) => this.store.discardTemp(file.path)));
      throw new BadUploadException(
        tooLong
          ? `files: "${tooLong.originalname.slice(0, 40)}…" is longer than ${MAX_NAME_LENGTH} characters; nothing was stored`
          : `files: no files; send them as multipart/form-data in the field "${UPLOAD_FIELD}"`,
      );
    }
    return files.map((file) => {
      // Line breaks and other control characters would only cause trouble in headers and lists.
      const name = file.originalname.replace(/\p{Cc}/gu, '_');
      return {
        name,
        mimeType: mimeTypeFor(name, file.mimetype),
        tempPath: file.path,
        bytes: file.size,
        contentHash: file.contentHash,
      };
    });
  }

  private explain(error: unknown): unknown {
    if (!(error instanceof multer.MulterError)) {
      // System errors (a full disk) stay server faults; busboy's complaints about the body
      // itself ("Unexpected end of form", "Malformed part header") carry no code.
      const systemError = typeof (error as { code?: unknown } | null)?.code === 'string';
      return error instanceof Error && !systemError
        ? new BadUploadException(`The multipart body is malformed: ${error.message}`)
        : error;
    }
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new FileTooLargeException(
          this.config.uploadMaxBytes,
          (error as { filename?: string }).filename,
        );
      case 'LIMIT_FILE_COUNT':
        return new TooManyFilesException();
      case 'LIMIT_UNEXPECTED_FILE':
        return new BadUploadException(
          `Files go in the multipart field "${UPLOAD_FIELD}" (got "${error.field}"); nothing was stored`,
        );
      default:
        return new BadUploadException(`${error.message}; nothing was stored`);
    }
  }
}
