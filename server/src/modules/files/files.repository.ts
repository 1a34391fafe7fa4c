import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { TreeFile } from './entities/tree-file.entity';

@Injectable()
export class FilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(fileUuid: string): Promise<TreeFile | null> {
    return this.dataSource.getRepository(TreeFile).findOneBy({ fileUuid });
  }

  /** The rows in the order of the ids given (an upload answers in the request's order). */
  async findByIds(fileUuids: string[]): Promise<TreeFile[]> {
    const rows = await this.dataSource.getRepository(TreeFile).findBy({ fileUuid: In(fileUuids) });
    const byId = new Map(rows.map((row) => [row.fileUuid, row]));
    return fileUuids.flatMap((id) => byId.get(id) ?? []);
  }

  async insertAll(files: Omit<TreeFile, 'created'>[], manager: EntityManager): Promise<void> {
    await manager.getRepository(TreeFile).insert(files);
  }

  /**
   * Serialises everything that places, reuses or removes stored content with these hashes
   * until the transaction ends (taken in sorted order, so two uploads cannot deadlock).
   */
  async lockContent(contentHashes: string[], manager: EntityManager): Promise<void> {
    for (const hash of [...new Set(contentHashes)].sort()) {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `tree_files:${hash}`,
      ]);
    }
  }

  /** Which of these content hashes some row uses. */
  async referencedAmong(contentHashes: string[]): Promise<Set<string>> {
    const rows: { content_hash: string }[] = await this.dataSource.query(
      'SELECT DISTINCT content_hash FROM tree_files WHERE content_hash = ANY($1)',
      [contentHashes],
    );
    return new Set(rows.map((row) => row.content_hash));
  }

  async isContentReferenced(contentHash: string, manager: EntityManager): Promise<boolean> {
    return manager.getRepository(TreeFile).exists({ where: { contentHash } });
  }
}
