import { Injectable, Logger } from '@nestjs/common';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '@server/modules/audit/audit.service';
import type { Principal } from '@server/common/auth/principal';
import { NodeAccessService } from '@server/modules/tree/node-access.service';
import { FileDto, mapFile } from './dto/file.dto';
import type { TreeFile } from './entities/tree-file.entity';
import type { Download } from './file-response';
import { FileStore } from './file-store';
import { FileNotFoundException } from './files.exceptions';
import { FilesRepository } from './files.repository';
import { ReceivedFile, UploadReceiver } from './upload-receiver';

/**
 * Files of organisation nodes. Whoever may write a node may upload to it; whoever may see the
 * node may read its files. An upload is all or nothing: rows and stored content appear
 * together or not at all.
 */
@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesRepository,
    private readonly store: FileStore,
    private readonly receiver: UploadReceiver,
    private readonly nodes: NodeAccessService,
    private readonly audit: AuditService,
  ) {}

  async upload(principal: Principal, nodeUuid: string, body: IncomingMessage): Promise<FileDto[]> {
    // Checked before reading the body: a refused caller's bytes never reach the disk.
    await this.nodes.assertCanWrite(principal, nodeUuid);
    const received = await this.receiver.receive(body);
    try {
      const ids = await this.storeAll(principal, nodeUuid, received);
      return (await this.files.findByIds(ids)).map(mapFile);
    } finally {
      await Promise.all(received.map((file) => this.store.discardTemp(file.tempPath)));
    }
  }

  /** Moves the content into place and inserts the rows in one transaction; undoes both on failure. */
  private async storeAll(
    principal: Principal,
    nodeUuid: string,
    received: ReceivedFile[],
  ): Promise<string[]> {
    const rows: Omit<TreeFile, 'created'>[] = received.map((file) => ({
      fileUuid: randomUUID(),
      nodeUuid,
      name: file.name,
      bytes: file.bytes,
      contentHash: file.contentHash,
      mimeType: file.mimeType,
      fileTypeUuid: null,
      zeroBytes: file.bytes === 0,
      createdByUserUuid: principal.userUuid,
    }));
    const placed: string[] = [];
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.files.lockContent(
          received.map((file) => file.contentHash),
          manager,
        );
        for (const file of received) {
          if (await this.store.place(file.tempPath, file.contentHash))
            placed.push(file.contentHash);
        }
        await this.files.insertAll(rows, manager);
        await this.audit.record(
          {
            entityType: 'node',
            entityId: nodeUuid,
            action: 'files-uploaded',
            actorUserUuid: principal.userUuid,
            after: {
              files: rows.map(({ fileUuid, name, bytes, contentHash }) => ({
                fileUuid,
                name,
                bytes,
                contentHash,
              })),
            },
          },
          manager,
        );
      });
    } catch (error) {
      await this.removeUnreferenced(placed);
      throw error;
    }
    return rows.map((row) => row.fileUuid);
  }

  /**
   * Drops stored content unless a committed row uses it (after a failed upload, and for
   * leftovers at start); answers how many copies it removed.
   */
  async removeUnreferenced(contentHashes: string[]): Promise<number> {
    let removed = 0;
    for (const hash of contentHashes) {
      await this.dataSource
        .transaction(async (manager) => {
          await this.files.lockContent([hash], manager);
          if (await this.files.isContentReferenced(hash, manager)) return;
          await this.store.remove(hash);
          removed++;
        })
        .catch((error: Error) =>
          this.logger.error(`Could not clean up stored content ${hash}: ${error.message}`),
        );
    }
    return removed;
  }

  /** A file the caller may see; missing files and files of hidden nodes are the same 404. */
  async open(principal: Principal, fileUuid: string): Promise<Download> {
    const file = await this.files.findById(fileUuid);
    if (!file) throw new FileNotFoundException();
    await this.nodes.assertVisible(principal, file.nodeUuid).catch((error: unknown) => {
      throw error instanceof ObjectNotFoundException ? new FileNotFoundException() : error;
    });
    return {
      name: file.name,
      mimeType: file.mimeType,
      bytes: file.bytes,
      body: await this.store.open(file.contentHash),
    };
  }
}
