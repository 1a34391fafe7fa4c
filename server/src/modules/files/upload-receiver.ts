import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { FileStore } from './file-store';
import {
  BadUploadException,
  FileTooLargeException,
  MAX_FILES_PER_UPLOAD,
  TooManyFilesException,
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

/**
 * Reads the multipart body of an upload into temp files. Either every file arrives within the
 * limits, or the request fails with a message naming the limit and no temp file remains.
 */
@Injectable()
export class UploadReceiver {
  private readonly parse: (req: Request, res: Response) => Promise<void>;

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
    this.parse = (req, res) =>
      new Promise((resolve, reject) =>
        middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
  }

  async receive(req: Request, res: Response): Promise<ReceivedFile[]> {
    await this.parse(req, res).catch((error: unknown) => {
      throw this.explain(error);
    });
    const files = (req.files ?? []) as UploadedFile[];
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
