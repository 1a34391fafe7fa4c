import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { NodeAccessService } from '@server/modules/tree/node-access.service';
import { TreeErrorCode, TreeException } from '@server/modules/tree/tree.exceptions';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { FileStore } from './file-store';
import { FilesErrorCode } from './files.exceptions';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';
import { UploadReceiver, type ReceivedFile } from './upload-receiver';

/**
 * A node's files over an in-memory store: a caller who may not write the node is refused
 * before any byte is read, the temporary copies go whether the upload is stored or not, and a
 * file of a node the caller cannot see is the same 404 as a missing one. Streams and disk are
 * the files e2e suite's part.
 */

const principal = { userUuid: 'u' } as Principal;
const received = (name: string, bytes: number): ReceivedFile => ({
  name,
  mimeType: 'text/plain',
  tempPath: `/tmp/${name}`,
  bytes,
  contentHash: `hash-${name}`,
});

let writable: boolean;
let visible: boolean;
let bodiesRead: number;
let placed: string[];
let discarded: string[];
let rows: { fileUuid: string; name: string; zeroBytes: boolean }[];
let failPlacing: boolean;
let service: FilesService;

beforeEach(async () => {
  [writable, visible, failPlacing, bodiesRead] = [true, true, false, 0];
  [placed, discarded, rows] = [[], [], []];
  service = await serviceOver(
    FilesService,
    fake(DataSource, inMemoryDataSource()),
    fake(FilesRepository, {
      lockContent: async () => undefined,
      insertAll: async (inserted: typeof rows) => void rows.push(...inserted),
      findByIds: async (ids: string[]) =>
        rows.filter((r) => ids.includes(r.fileUuid)).map((r) => ({ ...r, created: new Date(0) })),
      findById: async (id: string) =>
        id === 'f1'
          ? {
              fileUuid: 'f1',
              nodeUuid: 'n1',
              name: 'a.txt',
              mimeType: 'text/plain',
              bytes: 1,
              contentHash: 'h',
            }
          : null,
    }),
    fake(FileStore, {
      place: async (temp: string) => {
        if (failPlacing) throw new Error('disk full');
        placed.push(temp);
      },
      discardTemp: async (temp: string) => void discarded.push(temp),
      open: async () => 'stream',
    }),
    fake(UploadReceiver, {
      receive: async () => {
        bodiesRead++;
        return [received('a.txt', 3), received('empty.txt', 0)];
      },
    }),
    fake(NodeAccessService, {
      assertCanWrite: async () => {
        if (!writable)
          throw new TreeException(
            TreeErrorCode.NodeActionForbidden,
            'You may not change this node',
          );
      },
      assertVisible: async () => {
        if (!visible) throw new ObjectNotFoundException('Node not found');
      },
    }),
    fake(AuditService, { record: async () => undefined }),
  );
});

const upload = () => service.upload(principal, 'n1', {} as FastifyRequest);

describe('uploading', () => {
  it('stores each file, marks an empty one, and discards the temporary copies', async () => {
    const files = await upload();
    expect(files.map((f) => f.name)).toEqual(['a.txt', 'empty.txt']);
    expect(rows.map((r) => r.zeroBytes)).toEqual([false, true]);
    expect(discarded).toEqual(['/tmp/a.txt', '/tmp/empty.txt']);
  });

  it('refuses a caller who may not write the node before reading any byte', async () => {
    writable = false;
    expect(await refusalOf(upload())).toBe(
      `${TreeErrorCode.NodeActionForbidden}: You may not change this node`,
    );
    expect(bodiesRead).toBe(0);
  });

  it('discards the temporary copies when storing fails', async () => {
    failPlacing = true;
    await expect(upload()).rejects.toThrow('disk full');
    expect([rows, discarded]).toEqual([[], ['/tmp/a.txt', '/tmp/empty.txt']]);
  });
});

describe('opening a file', () => {
  it('answers a file of a hidden node as the same 404 as a missing one', async () => {
    const missing = `${FilesErrorCode.FileNotFound}: File not found`;
    expect(await refusalOf(service.open(principal, 'nope'))).toBe(missing);
    visible = false;
    expect(await refusalOf(service.open(principal, 'f1'))).toBe(missing);
  });
});
