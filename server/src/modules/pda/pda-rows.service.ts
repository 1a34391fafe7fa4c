import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  isExertionColumn,
  isPdaRowKind,
  PDA_ROW_KINDS,
  rowCellProblem,
  rowCellSpec,
  type ExertionKind,
  type PdaRowKind,
  type RowCellSpec,
} from '@domain/pda/pda-rows';
import type { Principal } from '@server/common/auth/principal';
import { PdaElement, PdaObject, PdaTool } from './entities/pda.entities';
import { PdaChanges } from './pda-changes';
import { PdaService } from './pda.service';
import { PdaErrorCode, PdaException } from './pda.exceptions';

type Row = PdaElement | PdaObject | PdaTool;
type Exertion = { reps: number; kg: number; side: string };

const TABLES = {
  element: { entity: PdaElement, id: 'elementUuid', label: 'Element', fresh: 'New element' },
  object: { entity: PdaObject, id: 'objectUuid', label: 'Object', fresh: 'New object' },
  tool: { entity: PdaTool, id: 'toolUuid', label: 'Tool', fresh: 'New tool' },
} as const;

export function parseRowKind(kind: string): PdaRowKind {
  if (!isPdaRowKind(kind))
    throw new PdaException(
      PdaErrorCode.UnknownRowKind,
      `Unknown row kind ${kind}; use ${PDA_ROW_KINDS.join(', ')}`,
    );
  return kind;
}

/** A cell as text: numbers as written, yes/no as true/false, a missing exertion as ''. */
function cellText(row: Row, column: string): string {
  if (isExertionColumn(column)) {
    const [exertion, part] = column.split('.') as [ExertionKind, keyof Exertion];
    const found = (row as PdaObject).exertions[exertion];
    return found ? String(found[part]) : '';
  }
  const value = (row as unknown as Record<string, unknown>)[column];
  return value === null || value === undefined ? '' : String(value);
}

function parsed(spec: RowCellSpec, value: string): string | number | boolean {
  if (spec.type === 'number') return Number(value);
  if (spec.type === 'boolean') return value === 'true';
  return spec.type === 'text' ? value.trim() : value;
}

/**
 * Elements, objects and tools of a PDA, edited cell by cell. A save names the value it
 * replaces (`previous`); when the cell holds something else by then, the save is refused (409)
 * with the current value, so two people editing one cell never overwrite each other unseen.
 */
@Injectable()
export class PdaRowsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdaService: PdaService,
    private readonly changes: PdaChanges,
  ) {}

  async setCell(
    principal: Principal,
    pdaUuid: string,
    kind: PdaRowKind,
    rowUuid: string,
    column: string,
    value: string,
    previous?: string,
  ): Promise<{ rowUuid: string; column: string; value: string }> {
    const spec = rowCellSpec(kind, column);
    if (!spec)
      throw new PdaException(PdaErrorCode.UnknownColumn, `A ${kind} has no column ${column}`);
    const pda = await this.pdaService.loadForWrite(principal, pdaUuid);
    const table = TABLES[kind];
    const problem = rowCellProblem(spec, value, column);
    if (problem) throw new PdaException(PdaErrorCode.RowValue, `${column}: ${problem}`, { spec });
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, kind, pdaUuid, rowUuid);
      const before = cellText(row, column);
      if (previous !== undefined && previous !== before) {
        throw new PdaException(
          PdaErrorCode.RowStale,
          'Someone else changed this value; reload to see theirs',
          { current: { value: before } },
        );
      }
      if (isExertionColumn(column)) {
        const [exertion, part] = column.split('.') as [ExertionKind, keyof Exertion];
        const exertions = { ...(row as PdaObject).exertions };
        if (value === '') delete exertions[exertion];
        else
          exertions[exertion] = {
            reps: 0,
            kg: 0,
            side: 'EITHER',
            ...exertions[exertion],
            [part]: parsed(spec, value),
          };
        await manager.getRepository(PdaObject).update({ objectUuid: rowUuid }, { exertions });
      } else {
        await manager
          .getRepository(table.entity)
          .update({ [table.id]: rowUuid }, { [column]: parsed(spec, value) });
      }
      const after = cellText(await this.lockedRow(manager, kind, pdaUuid, rowUuid), column);
      await this.changes.record(principal, pda, manager, {
        action: `${kind}-cell`,
        before: { [`${rowUuid}.${column}`]: before },
        after: { [`${rowUuid}.${column}`]: after },
      });
      return { rowUuid, column, value: after };
    });
  }

  /** A new, last row with a placeholder description. */
  async addRow(
    principal: Principal,
    pdaUuid: string,
    kind: PdaRowKind,
  ): Promise<{ rowUuid: string }> {
    const pda = await this.pdaService.loadForWrite(principal, pdaUuid);
    const table = TABLES[kind];
    const rowUuid = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      const [{ next }] = await manager
        .getRepository(table.entity)
        .createQueryBuilder('r')
        .select('COALESCE(MAX(r.ordinal), 0) + 1', 'next')
        .where('r.pda_uuid = :pdaUuid', { pdaUuid })
        .getRawMany<{ next: number }>();
      await manager.getRepository(table.entity).insert({
        [table.id]: rowUuid,
        pdaUuid,
        ordinal: Number(next),
        description: table.fresh,
      });
      await this.changes.record(principal, pda, manager, {
        action: `${kind}-added`,
        before: {},
        after: { [table.id]: rowUuid },
      });
    });
    return { rowUuid };
  }

  async deleteRow(
    principal: Principal,
    pdaUuid: string,
    kind: PdaRowKind,
    rowUuid: string,
  ): Promise<{ rowUuid: string }> {
    const pda = await this.pdaService.loadForWrite(principal, pdaUuid);
    const table = TABLES[kind];
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, kind, pdaUuid, rowUuid);
      await manager.getRepository(table.entity).delete({ [table.id]: rowUuid });
      await this.changes.record(principal, pda, manager, {
        action: `${kind}-deleted`,
        before: { ...row },
        after: {},
      });
    });
    return { rowUuid };
  }

  private async lockedRow(
    manager: EntityManager,
    kind: PdaRowKind,
    pdaUuid: string,
    rowUuid: string,
  ): Promise<Row> {
    const table = TABLES[kind];
    const row = await manager.getRepository<Row>(table.entity).findOne({
      where: { [table.id]: rowUuid, pdaUuid },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new PdaException(PdaErrorCode.RowNotFound, `${table.label} not found`);
    return row;
  }
}
