import { HttpStatus } from '@nestjs/common';
import { AppException } from '@server/common/app.exception';
import { formatByteCount } from '@domain/bytes';

export enum FilesErrorCode {
  FileNotFound = 'FILE_NOT_FOUND',
  UnknownBucket = 'UNKNOWN_BUCKET',
  FileTooLarge = 'FILE_TOO_LARGE',
  UploadTooLarge = 'UPLOAD_TOO_LARGE',
  TooManyFiles = 'TOO_MANY_FILES',
  BadUpload = 'BAD_UPLOAD',
}

/** At most this many files in one upload (the seed's "up to 100 files"). */
export const MAX_FILES_PER_UPLOAD = 100;

export class FileNotFoundException extends AppException {
  constructor() {
    super(FilesErrorCode.FileNotFound, HttpStatus.NOT_FOUND, 'File not found');
  }
}

export class UnknownBucketException extends AppException {
  constructor(bucket: string) {
    super(
      FilesErrorCode.UnknownBucket,
      HttpStatus.NOT_FOUND,
      `Unknown bucket "${bucket}"; known: files`,
    );
  }
}

export class FileTooLargeException extends AppException {
  constructor(limitBytes: number, fileName?: string) {
    super(
      FilesErrorCode.FileTooLarge,
      HttpStatus.PAYLOAD_TOO_LARGE,
      `${fileName ? `"${fileName}" is too large: e` : 'E'}ach file may be at most ` +
        `${formatByteCount(limitBytes)} (UPLOAD_MAX_BYTES=${limitBytes}); nothing was stored`,
      { limitBytes },
    );
  }
}

/** The whole request body, all files together, is over UPLOAD_MAX_REQUEST_BYTES. */
export class UploadTooLargeException extends AppException {
  constructor(limitBytes: number) {
    super(
      FilesErrorCode.UploadTooLarge,
      HttpStatus.PAYLOAD_TOO_LARGE,
      `An upload may carry at most ${formatByteCount(limitBytes)} in all ` +
        `(UPLOAD_MAX_REQUEST_BYTES=${limitBytes}); nothing was stored`,
      { limitBytes },
    );
  }
}

export class TooManyFilesException extends AppException {
  constructor() {
    super(
      FilesErrorCode.TooManyFiles,
      HttpStatus.BAD_REQUEST,
      `files: at most ${MAX_FILES_PER_UPLOAD} files per upload; nothing was stored`,
      { limit: MAX_FILES_PER_UPLOAD },
    );
  }
}

export class BadUploadException extends AppException {
  constructor(message: string) {
    super(FilesErrorCode.BadUpload, HttpStatus.BAD_REQUEST, message);
  }
}
