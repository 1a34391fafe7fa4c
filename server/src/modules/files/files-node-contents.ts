import { Injectable, OnModuleInit } from '@nestjs/common';
import { NodeContents } from '@server/modules/tree/node-contents';

/** A node's files oldest first, with FileDto's fields (collJFFiles of the node read; $1 the node). */
const NODE_FILES = `SELECT coalesce(json_agg(json_build_object(
          'fileUuid', f.file_uuid, 'name', f.name, 'bytes', f.bytes::float8,
          'fileTypeUuid', f.file_type_uuid, 'zeroBytes', f.zero_bytes,
          'mimeType', f.mime_type,
          'created', to_char(f.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          ORDER BY f.created, f.name), '[]')
   FROM tree_files f WHERE f.node_uuid = $1`;

/** Hands the tree what it shows of files under a node (NodeContents says why this way round). */
@Injectable()
export class FilesNodeContents implements OnModuleInit {
  constructor(private readonly contents: NodeContents) {}

  onModuleInit(): void {
    this.contents.provideList('files', NODE_FILES);
  }
}
