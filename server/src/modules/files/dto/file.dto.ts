import { ApiProperty } from '@nestjs/swagger';
import type { TreeFile } from '../entities/tree-file.entity';

/** The seed's File (fileUuid, name, bytes, fileTypeUuid) plus what the file list shows. */
export class FileDto {
  @ApiProperty()
  fileUuid: string;

  @ApiProperty({ example: 'takt-study.xlsx' })
  name: string;

  @ApiProperty({ description: 'Size in bytes' })
  bytes: number;

  @ApiProperty({ nullable: true, type: String })
  fileTypeUuid: string | null;

  @ApiProperty({ description: 'An empty file: the file list flags it red' })
  zeroBytes: boolean;

  @ApiProperty({ example: 'application/pdf' })
  mimeType: string;

  @ApiProperty({ description: 'ISO 8601' })
  created: string;
}

export function mapFile(file: TreeFile): FileDto {
  return {
    fileUuid: file.fileUuid,
    name: file.name,
    bytes: file.bytes,
    fileTypeUuid: file.fileTypeUuid,
    zeroBytes: file.zeroBytes,
    mimeType: file.mimeType,
    created: file.created.toISOString(),
  };
}
