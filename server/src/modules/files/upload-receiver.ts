import type { Multipart } from '@fastify/multipart';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppException } from '@server/common/app.exception';
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
import { writeHashedTemp, type HashedTempFile } from './hashed-temp-file';
import { mimeTypeFor } from './mime-type';
import { RequestBodyMeter } from './request-body-meter';

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

type TempFile = HashedTempFile & { originalName: string; mimeType: string };

/** What @fastify/multipart's errors (and busboy's) carry. */
type PartsError = Error & { code?: unknown };

const noFiles = () =>
  new BadUploadException(
    `files: no files; send them as multipart/form-data in the field "${UPLOAD_FIELD}"`,
  );

/**
 * Reads the multipart body of an upload (parsed by @fastify/multipart) into temp files. Either
 * every file arrives within the limits, or the request fails with a message naming the limit
 * and no temp file remains.
 */
@Injectable()
export class UploadReceiver {
  private readonly limits;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: FileStore,
  ) {
    this.limits = {
      files: MAX_FILES_PER_UPLOAD,
      fileSize: config.uploadMaxBytes,
      fields: 50,
      fieldSize: 64 * 1024,
      headerPairs: 100,
      // The plugin's default: the files and fields limits are reached long before.
      parts: 1000,
    };
  }

  async receive(request: FastifyRequest): Promise<ReceivedFile[]> {
    const limit = this.config.uploadMaxRequestBytes;
    // Refused before a byte of the body is read.
    if (Number(request.headers['content-length'] ?? 0) > limit)
      throw new UploadTooLargeException(limit);
    if (!request.isMultipart()) throw noFiles();
    const meter = new RequestBodyMeter(request.raw, limit);
    const files: TempFile[] = [];
    try {
      await this.readParts(request, meter, files);
      // Over after the closing boundary (trailing bytes): still too large.
      if (meter.overLimit) throw new UploadTooLargeException(limit);
    } catch (error) {
      // Nothing more of the body is parsed; the answer closes the connection (see
      // connection-limits.ts) instead of reading on.
      meter.stop();
      await Promise.all(files.map((file) => this.store.discardTemp(file.path)));
      throw meter.overLimit ? new UploadTooLargeException(limit) : this.explain(error);
    } finally {
      meter.detach();
    }
    const tooLong = files.find((file) => file.originalName.length > MAX_NAME_LENGTH);
    if (!files.length || tooLong) {
      await Promise.all(files.map((file) => this.store.discardTemp(file.path)));
      throw tooLong
        ? new BadUploadException(
            `files: "${tooLong.originalName.slice(0, 40)}…" is longer than ${MAX_NAME_LENGTH} characters; nothing was stored`,
          )
        : noFiles();
    }
    return files.map((file) => {
      // Line breaks and other control characters would only cause trouble in headers and lists.
      const name = file.originalName.replace(/\p{Cc}/gu, '_');
      return {
        name,
        mimeType: mimeTypeFor(name, file.mimeType),
        tempPath: file.path,
        bytes: file.size,
        contentHash: file.contentHash,
      };
    });
  }

  /** Each part in turn: files to temp files (pushed to `files` as they land), fields checked. */
  private async readParts(
    request: FastifyRequest,
    meter: RequestBodyMeter,
    files: TempFile[],
  ): Promise<void> {
    const parts = request.parts({
      limits: this.limits,
      // A part is a file when it has a file name, whatever its type (as browsers send them).
      isPartAFile: (_field, _type, fileName) => fileName !== undefined,
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0]);
    // The first call pipes the body into the parser: the meter counts from then on.
    let next = parts.next();
    meter.start();
    for (;;) {
      // A part still pending when the request is refused settles later (or never): unobserved.
      next.catch(() => undefined);
      const result = await Promise.race([next, meter.cutOff]);
      if (result === 'over' || result.done) return;
      await this.readPart(result.value, meter, files);
      next = parts.next();
    }
  }

  private async readPart(part: Multipart, meter: RequestBodyMeter, files: TempFile[]) {
    if (part.type === 'field') {
      if (part.fieldnameTruncated)
        throw new BadUploadException('Field name too long; nothing was stored');
      if (part.valueTruncated)
        throw new BadUploadException('Field value too long; nothing was stored');
      return;
    }
    if (part.fieldname !== UPLOAD_FIELD)
      throw new BadUploadException(
        `Files go in the multipart field "${UPLOAD_FIELD}" (got "${part.fieldname}"); nothing was stored`,
      );
    const temp = await writeHashedTemp(part.file, this.store, meter.signal);
    files.push({ ...temp, originalName: part.filename, mimeType: part.mimetype });
    if (part.file.truncated)
      throw new FileTooLargeException(this.config.uploadMaxBytes, part.filename);
  }

  private explain(error: unknown): unknown {
    if (!(error instanceof Error) || error instanceof AppException) return error;
    switch ((error as PartsError).code) {
      case 'FST_FILES_LIMIT':
        return new TooManyFilesException();
      // The words multer used for these limits.
      case 'FST_FIELDS_LIMIT':
        return new BadUploadException('Too many fields; nothing was stored');
      case 'FST_PARTS_LIMIT':
        return new BadUploadException('Too many parts; nothing was stored');
      case 'FST_PROTO_VIOLATION':
      case 'FST_MP_PREMATURE_CLOSE':
      case 'ABORT_ERR':
      case 'ERR_STREAM_PREMATURE_CLOSE':
        return new BadUploadException(`${error.message}; nothing was stored`);
    }
    // System errors (a full disk) stay server faults; busboy's complaints about the body
    // itself ("Unexpected end of multipart data", "Malformed part header") carry no code.
    return typeof (error as PartsError).code === 'string'
      ? error
      : new BadUploadException(`The multipart body is malformed: ${error.message}`);
  }
}
