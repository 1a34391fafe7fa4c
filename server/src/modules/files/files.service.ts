import { Injectable } from '@nestjs/common';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesRepository,
    private readonly store: FileStore,
    private readonly receiver: UploadReceiver,
    private readonly nodes: NodeAccessService,
    private readonly audit: AuditService,
  ) {}

  async upload(principal: Principal, nodeUuid: string, body: FastifyRequest): Promise<FileDto[]> {
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

  /** Stores the content and inserts the rows in one transaction: both commit, or neither. */
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
    await this.dataSource.transaction(async (manager) => {
      await this.files.lockContent(
        received.map((file) => file.contentHash),
        manager,
      );
      for (const file of received) await this.store.place(file.tempPath, file.contentHash, manager);
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
    return rows.map((row) => row.fileUuid);
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
