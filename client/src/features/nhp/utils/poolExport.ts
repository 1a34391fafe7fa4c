import type { Workbook } from 'exceljs';
import type { NhpSwimmerDto } from '../api/nhpApi';

/** The export's columns, in the seed's order: pool, id, name, date, phone, email. */
export const POOL_EXPORT_HEADERS = ['Pool', 'App ID', 'Name', 'Available Date', 'Phone', 'Email'];

export const fullName = (s: Pick<NhpSwimmerDto, 'firstName' | 'lastName'>) =>
  `${s.firstName} ${s.lastName}`;

/** One line per member: pool, id, name, date, phone, email. */
export function poolExportRows(members: readonly NhpSwimmerDto[]): string[][] {
  return members.map((s) => [
    s.pool,
    s.id ?? '',
    fullName(s),
    s.availableDate,
    s.phone ?? '',
    s.email ?? '',
  ]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "Riverside Day 2026-11-25 0930.xlsx": the pool and the local time, safe as a file name. */
export function poolExportFileName(pool: string, now: Date): string {
  const time = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const safe = pool.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'pool';
  return `${safe} ${time}.xlsx`;
}

/** The workbook of one pool's members (exceljs, loaded only when someone exports). */
export async function poolWorkbook(
  pool: string,
  members: readonly NhpSwimmerDto[],
): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(pool.slice(0, 31).replace(/[\\/:*?[\]]/g, '-') || 'Pool');
  sheet.addRow(POOL_EXPORT_HEADERS).font = { bold: true };
  sheet.addRows(poolExportRows(members));
  sheet.columns.forEach((column, i) => {
    column.width = [24, 14, 28, 16, 18, 32][i];
  });
  return workbook;
}

/** Builds the pool's workbook and saves it as a file named after the pool and the time. */
export async function exportPool(
  pool: string,
  members: readonly NhpSwimmerDto[],
  now = new Date(),
) {
  const workbook = await poolWorkbook(pool, members);
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = poolExportFileName(pool, now);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return link.download;
}
