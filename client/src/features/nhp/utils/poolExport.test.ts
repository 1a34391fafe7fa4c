import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { swimmer } from '@client/test/nhpData';
import { poolExportFileName, poolExportRows, poolWorkbook } from './poolExport';

const MEMBERS = [
  swimmer(),
  swimmer({
    swimmerUuid: 'w2',
    id: null,
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: null,
    email: null,
  }),
];

describe('pool export', () => {
  it('has one line per member: pool, id, name, date, phone, email', () => {
    expect(poolExportRows(MEMBERS)).toEqual([
      [
        'Riverside Day',
        'APP-1001',
        'Ada Lovelace',
        '2026-12-01',
        '(555) 123-4567',
        'ada@example.com',
      ],
      ['Riverside Day', '', 'Grace Hopper', '2026-12-01', '', ''],
    ]);
  });

  it('names the file after the pool and the local time, without unsafe characters', () => {
    const at = new Date(2026, 10, 25, 9, 5, 7);
    expect(poolExportFileName('Riverside Day', at)).toBe('Riverside Day 2026-11-25 090507.xlsx');
    expect(poolExportFileName('A/B: C', at)).toBe('A-B- C 2026-11-25 090507.xlsx');
  });

  it('writes a workbook that reads back with the header and the rows', async () => {
    const workbook = await poolWorkbook('Riverside Day', MEMBERS);
    const buffer = await workbook.xlsx.writeBuffer();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(buffer);
    const sheet = read.worksheets[0];
    expect(sheet.name).toBe('Riverside Day');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Pool',
      'App ID',
      'Name',
      'Available Date',
      'Phone',
      'Email',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Riverside Day',
      'APP-1001',
      'Ada Lovelace',
      '2026-12-01',
      '(555) 123-4567',
      'ada@example.com',
    ]);
    expect(sheet.rowCount).toBe(3);
  });
});
