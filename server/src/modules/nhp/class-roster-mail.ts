import { PRODUCT_NAME } from '@domain/rules';
import { escapeHtml } from '@server/modules/mail/mail-templates';
import { NHP_CLASS_STATUS_LABELS, type NhpClassStatus, type PlacementStatus } from '@domain/status';

export interface RosterLine {
  /** The node's path below the client site, e.g. "Body Shop / Welding / Team 3". */
  job: string;
  shift: number;
  ordinal: number;
  person: { firstName: string; lastName: string; id: string | null } | null;
  status: PlacementStatus;
}

export interface RosterClass {
  description: string;
  poolDescription: string;
  clientDescription: string;
  classDate: string;
  status: NhpClassStatus;
}

const SHIFT_NAMES: Record<number, string> = { 1: 'First', 2: 'Second' };

function who(line: RosterLine): string {
  if (!line.person) return '(open)';
  const name = `${line.person.lastName}, ${line.person.firstName}`;
  return line.person.id ? `${name} (${line.person.id})` : name;
}

const statusOf = (line: RosterLine) =>
  line.person ? (line.status === 'FINAL' ? 'Confirmed' : 'Placed') : 'Open';

/** The class roster mail: every slot, job by job, as text and as an HTML table. */
export function classRosterMail(
  klass: RosterClass,
  lines: readonly RosterLine[],
): { subject: string; text: string; html: string } {
  const filled = lines.filter((l) => l.person).length;
  const heading = `${klass.description}: ${klass.classDate}, ${klass.poolDescription} (${klass.clientDescription})`;
  const summary = `${NHP_CLASS_STATUS_LABELS[klass.status]}. ${filled} of ${lines.length} slots filled.`;
  const text = [
    heading,
    summary,
    '',
    ...lines.map(
      (l) => `${l.job} | ${SHIFT_NAMES[l.shift]} shift #${l.ordinal} | ${who(l)} | ${statusOf(l)}`,
    ),
    '',
  ].join('\n');
  const cell = (v: string) =>
    `<td style="padding:4px 8px;border:1px solid #ccd">${escapeHtml(v)}</td>`;
  const rows = lines
    .map(
      (l) =>
        `<tr>${cell(l.job)}${cell(`${SHIFT_NAMES[l.shift]} #${l.ordinal}`)}${cell(who(l))}${cell(statusOf(l))}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2733">
<h2 style="color:#1f4e79">${escapeHtml(PRODUCT_NAME)}</h2>
<p><strong>${escapeHtml(heading)}</strong></p>
<p>${escapeHtml(summary)}</p>
<table style="border-collapse:collapse">
<tr><th>Job</th><th>Shift</th><th>Person</th><th>Status</th></tr>
${rows}
</table>
</body></html>`;
  return { subject: `${PRODUCT_NAME}: class roster ${klass.description}`, text, html };
}
