import { StorageModule } from '@server/modules/storage/storage.module';
import { Module } from '@nestjs/common';
import { TreeModule } from '@server/modules/tree/tree.module';
import { FileStore } from './file-store';
import { FilesNodeContents } from './files-node-contents';
import { FileSweeper } from './file-sweeper';
import { LegacyFilesImport } from './legacy-files-import';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';
import { PrivateUploadController, UploadController } from './upload.controller';
import { UploadReceiver } from './upload-receiver';

/**
 * Files of organisation nodes. It depends on the tree for permissions, and hands the tree the
 * list of a node's files (FilesNodeContents), so there is no cycle.
 */
@Module({
  imports: [TreeModule, StorageModule],
  controllers: [UploadController, PrivateUploadController, FilesController],
  providers: [
    FilesNodeContents,
    FileStore,
    FileSweeper,
    FilesRepository,
    FilesService,
    LegacyFilesImport,
    UploadReceiver,
  ],
  exports: [FilesService],
})
export class FilesModule {}
