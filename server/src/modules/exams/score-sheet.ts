import { formatExamNumber, formatMeasurement } from '@domain/format';
import { judgeDemand } from '@domain/match-engine';
import { EXAM_STATUS_LABELS } from '@domain/status';
import { formatStamp } from '@server/modules/pdf/document-layout';
import { html, type SafeHtml } from '@server/modules/pdf/html';
import type { ExamSectionDto, ExamTypeFieldDto } from './dto/exam-catalogue.dto';
import type { ExamDto, ExamFieldDto } from './dto/exam.dto';
import type { Demand } from './score-pdf.repository';

// Text fields (notes) run the sheet's width below their label, wrapping and keeping line breaks
// (the layout's value column does not wrap). An inline element: formatting adds no whitespace.
const note = (content: SafeHtml | string) =>
  html`<span style="display: block; white-space: pre-wrap; overflow-wrap: anywhere; margin-top: 2pt"
    >${content}</span
  >`;

/** A field's value as a reader wants it: one decimal, option descriptions, text. */
export function displayValue(field: ExamTypeFieldDto, value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '';
  if (field.fieldTypeCode === 'NUMERIC') return formatExamNumber(value) || value;
  const options = field.aExamSelect?.collExamSelectOptions ?? [];
  if (field.fieldTypeCode === 'SELECT' || field.fieldTypeCode === 'MULTISELECT')
    return value
      .split(',')
      .map((v) => options.find((o) => o.value === v.trim())?.description ?? v)
      .join(', ');
  return value;
}

const DIRECTION_WORDS: Record<Demand['direction'], string> = {
  AT_LEAST: 'at least ',
  AT_MOST: 'at most ',
  EQUALS: '',
  NONE: '',
};

/** The shared match rule's verdict on this exam's value: "(met)" or "(not met: not measured)". */
export function verdictText(
  demand: Pick<Demand, 'direction' | 'value'>,
  value: string | undefined,
): string {
  const verdict = judgeDemand(demand.direction, value, demand.value);
  return verdict.satisfied ? '(met)' : `(not met: ${verdict.details})`;
}

/** "at least 24", "at most Infinity", "Neg*": the demand as stored, with its direction. */
export function demandText(demand: Pick<Demand, 'direction' | 'value'>): string {
  return `${DIRECTION_WORDS[demand.direction] ?? ''}${formatMeasurement(demand.value.trim())}`;
}

function fact(value: string, label: string): SafeHtml {
  return html`<div class="fact">
    <span class="value">${value}</span><span class="label">${label}</span>
  </div>`;
}

/** Where and when, then the key figures: ID, status, date and time, required fields filled. */
export function examFacts(exam: ExamDto): SafeHtml {
  const [date, time] = formatStamp(new Date(exam.startTs)).split(' ');
  return html`<div class="breadcrumbs">
      ${exam.locationDescription}<span class="sep">›</span>${exam.roomDescription}
    </div>
    <div class="facts">
      ${fact(exam.aID.id, 'ID')} ${fact(EXAM_STATUS_LABELS[exam.examStatusEnum], 'Status')}
      ${fact(date, `${time} UTC`)} ${fact(`${exam.completionPercent}%`, 'Required fields filled')}
    </div>`;
}

const missing = html`<span class="badge red">missing</span>`;
const none = html`<span class="muted">-</span>`;

function fieldRow(field: ExamTypeFieldDto, value: string): SafeHtml {
  const label = html`${field.description}${field.required ? ' *' : ''}`;
  const empty = field.required ? missing : none;
  if (field.fieldTypeCode === 'TEXTAREA')
    return html`<tr>
      <td colspan="2">${label} ${note(value || empty)}</td>
    </tr>`;
  return html`<tr>
    <td>${label}</td>
    <td class="num">${value || empty}</td>
  </tr>`;
}

/**
 * Every section with its fields (labels left out) and values, a required field left empty
 * flagged; the section heading heads its table, so a sheet of the demo's forms fits one page.
 */
export function scoreSheetBody(
  exam: ExamDto,
  sections: ExamSectionDto[],
  values: ExamFieldDto[],
): SafeHtml {
  const byField = new Map(values.map((v) => [v.examTypeFieldUuid, v.stringValue]));
  return html`${examFacts(exam)}
    ${sections.map(
      (section) =>
        html`<h2>${section.description}</h2>
          <table class="data">
            <tbody>
              ${section.collExamTypeGroups.flatMap((group) =>
                group.collExamTypeFields
                  .filter((field) => field.fieldTypeCode !== 'LABEL')
                  .map((field) =>
                    fieldRow(field, displayValue(field, byField.get(field.examTypeFieldUuid))),
                  ),
              )}
            </tbody>
          </table>`,
    )}
    <p class="muted">* required</p>`;
}

/**
 * A PPT's measurements, one row per capability field; with a node, the demands of its active
 * PDAs on the same capabilities beside them (no verdicts: the match rule is the reasons screen's).
 */
export function pptBody(
  exam: ExamDto,
  sections: ExamSectionDto[],
  values: ExamFieldDto[],
  node: { name: string; demands: Demand[] } | null,
): SafeHtml {
  const byField = new Map(values.map((v) => [v.examTypeFieldUuid, v.stringValue]));
  const measured = sections
    .flatMap((s) => s.collExamTypeGroups.flatMap((g) => g.collExamTypeFields))
    .filter((field) => field.capabilityUuid);
  const demandsOf = (field: ExamTypeFieldDto) =>
    (node?.demands ?? []).filter((d) => d.capabilityUuid === field.capabilityUuid);
  return html`${examFacts(exam)}
    <h2>Measurements${node ? html` and the demands at ${node.name}` : ''}</h2>
    ${
      node && !node.demands.length
        ? html`<p class="muted">No active PDA (completed or approved) at ${node.name}.</p>`
        : ''
    }
    <table class="data">
      <thead>
        <tr>
          <th>Capability</th>
          <th class="num">Measured</th>
          ${node ? html`<th>Demands (PDA: value)</th>` : ''}
        </tr>
      </thead>
      <tbody>
        ${measured.map((field) => {
          const own = demandsOf(field);
          const value = displayValue(field, byField.get(field.examTypeFieldUuid));
          return html`<tr>
            <td>${field.description}</td>
            <td class="num">${value || html`<span class="muted">not measured</span>`}</td>
            ${
              node
                ? html`<td>
                    ${
                      own.length
                        ? own.map(
                            (d) =>
                              html`<div>
                                ${d.pdaDescription}: ${demandText(d)}
                                ${verdictText(d, byField.get(field.examTypeFieldUuid))}
                              </div>`,
                          )
                        : html`<span class="muted">no demand</span>`
                    }
                  </td>`
                : ''
            }
          </tr>`;
        })}
      </tbody>
    </table>`;
}
