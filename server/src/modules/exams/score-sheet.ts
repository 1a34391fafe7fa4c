import { formatExamNumber } from '@domain/format';
import { EXAM_STATUS_LABELS } from '@domain/status';
import { html, type SafeHtml } from '@server/modules/pdf/html';
import type { ExamSectionDto, ExamTypeFieldDto } from './dto/exam-catalogue.dto';
import type { ExamDto, ExamFieldDto } from './dto/exam.dto';

/** A field's value as a reader wants it: one decimal, option descriptions, text. */
export function displayValue(field: ExamTypeFieldDto, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (field.fieldTypeCode === 'NUMERIC') return formatExamNumber(value);
  const options = field.aExamSelect?.collExamSelectOptions ?? [];
  if (field.fieldTypeCode === 'SELECT' || field.fieldTypeCode === 'MULTISELECT')
    return value
      .split(',')
      .map((v) => options.find((o) => o.value === v)?.description ?? v)
      .join(', ');
  return value;
}

const fieldsOf = (sections: ExamSectionDto[]) =>
  sections.flatMap((s) => s.collExamTypeGroups.flatMap((g) => g.collExamTypeFields));

export function examFacts(exam: ExamDto): SafeHtml {
  const when = new Date(exam.startTs);
  return html`<div class="facts">
    <div class="fact"><span class="value">${exam.aID.id}</span><span class="label">ID</span></div>
    <div class="fact">
      <span class="value">${EXAM_STATUS_LABELS[exam.examStatusEnum]}</span
      ><span class="label">Status</span>
    </div>
    <div class="fact">
      <span class="value">${exam.completionPercent}%</span
      ><span class="label">Required fields filled</span>
    </div>
    <div class="fact">
      <span class="value">${when.toISOString().slice(0, 16).replace('T', ' ')} UTC</span
      ><span class="label">${exam.roomDescription}, ${exam.locationDescription}</span>
    </div>
  </div>`;
}

/** Every section with its fields and values; a required field left empty is flagged. */
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
            <tr>
              <th>Field</th>
              <th class="num">Value</th>
            </tr>
            ${section.collExamTypeGroups.flatMap((g) =>
              g.collExamTypeFields
                .filter((f) => f.fieldTypeCode !== 'LABEL')
                .map((field) => {
                  const value = displayValue(field, byField.get(field.examTypeFieldUuid));
                  return html`<tr>
                    <td>${field.description}${field.required ? ' *' : ''}</td>
                    <td class="num">
                      ${value || (field.required ? html`<span class="badge red">missing</span>` : html`<span class="muted">-</span>`)}
                    </td>
                  </tr>`;
                }),
            )}
          </table>`,
    )}
    <p class="muted">* required</p>`;
}

export interface Demand {
  capabilityUuid: string;
  pdaDescription: string;
  value: string;
}

/** PPT measurements per capability, with the node's active PDA demands beside them. */
export function pptBody(
  exam: ExamDto,
  sections: ExamSectionDto[],
  values: ExamFieldDto[],
  demands: Demand[] | null,
  nodeName: string | null,
): SafeHtml {
  const byField = new Map(values.map((v) => [v.examTypeFieldUuid, v.stringValue]));
  const measured = fieldsOf(sections).filter((f) => f.capabilityUuid);
  return html`${examFacts(exam)}
    <h2>Measurements${nodeName ? html` and the demands at ${nodeName}` : ''}</h2>
    <table class="data">
      <tr>
        <th>Capability</th>
        <th class="num">Measured</th>
        ${demands ? html`<th>Demands (PDA: value)</th>` : ''}
      </tr>
      ${measured.map((field) => {
        const own = (demands ?? []).filter((d) => d.capabilityUuid === field.capabilityUuid);
        return html`<tr>
          <td>${field.description}</td>
          <td class="num">
            ${displayValue(field, byField.get(field.examTypeFieldUuid)) || html`<span class="muted">not measured</span>`}
          </td>
          ${demands ? html`<td>${own.length ? own.map((d) => html`<div>${d.pdaDescription}: ${d.value}</div>`) : html`<span class="muted">no demand</span>`}</td>` : ''}
        </tr>`;
      })}
    </table>`;
}
