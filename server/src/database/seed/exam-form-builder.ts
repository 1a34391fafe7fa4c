import type { EntityManager } from 'typeorm';
import {
  ExamSection,
  ExamSelectOption,
  ExamTypeField,
  ExamTypeGroup,
} from '@server/modules/exams/entities/exam-catalogue.entities';
import type { SeededRandom } from './random';
import { insertInChunks } from './tree-seed';

/** A form field as the seed builds it: the entity's columns and the exam type it belongs to. */
export type SeedField = Omit<ExamTypeField, 'group' | 'capability'> & { examTypeUuid: string };

export interface SeedOption {
  optionUuid: string;
  examTypeFieldUuid: string;
  value: string;
  description: string;
  ordinal: number;
}

/**
 * Exam forms (sections, groups, fields and their select options) built in memory, each row's
 * uuid drawn from the seed's sequence in the order it is added, then inserted in one go.
 */
export class ExamFormBuilder {
  readonly sections: object[] = [];
  readonly groups: object[] = [];
  readonly fields: SeedField[] = [];
  readonly options: SeedOption[] = [];

  constructor(private readonly random: SeededRandom) {}

  addSection(examTypeUuid: string, description: string, icon: string, container: string): string {
    const sectionUuid = this.random.uuid();
    this.sections.push({
      sectionUuid,
      examTypeUuid,
      description,
      iconClass: icon,
      containerClass: container,
      ordinal: this.sections.length,
    });
    return sectionUuid;
  }

  addGroup(sectionUuid: string, description: string, cols: number, rows: number): string {
    const groupUuid = this.random.uuid();
    this.groups.push({
      groupUuid,
      sectionUuid,
      description,
      labelColClass: 'col-4',
      cols,
      rows,
      ordinal: this.groups.length,
    });
    return groupUuid;
  }

  addField(
    examTypeUuid: string,
    groupUuid: string,
    rowIndex: number,
    field: Partial<ExamTypeField> & Pick<ExamTypeField, 'fieldTypeCode' | 'description'>,
    choices: [string, string][] = [],
  ): void {
    const examTypeFieldUuid = this.random.uuid();
    this.fields.push({
      examTypeFieldUuid,
      examTypeUuid,
      groupUuid,
      required: false,
      placeholder: null,
      softMinValue: null,
      softMaxValue: null,
      hardMinValue: null,
      hardMaxValue: null,
      step: null,
      rowIndex,
      colIndex: 0,
      colClass: 'col-8',
      capabilityUuid: null,
      ...field,
    });
    choices.forEach(([value, description], ordinal) =>
      this.options.push({
        optionUuid: this.random.uuid(),
        examTypeFieldUuid,
        value,
        description,
        ordinal,
      }),
    );
  }

  async insert(manager: EntityManager): Promise<void> {
    await insertInChunks(manager, ExamSection, this.sections);
    await insertInChunks(manager, ExamTypeGroup, this.groups);
    await insertInChunks(
      manager,
      ExamTypeField,
      this.fields.map(({ examTypeUuid: _type, ...f }) => f),
    );
    await insertInChunks(manager, ExamSelectOption, this.options as object[]);
  }
}
