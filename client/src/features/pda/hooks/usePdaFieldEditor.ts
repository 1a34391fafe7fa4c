import {
  isPdaFieldFormat,
  LEGACY_FIELD_FORMATS,
  pdaFieldValueProblem,
  type PdaFieldFormat,
} from '@domain/pda/pda-field-formats';
import {
  useLazyGetPdaFieldQuery,
  useSetPdaFieldMutation,
  type PdaFieldDto,
  type PdaTypeFieldDto,
} from '../api/pdaApi';
import { conflictCurrent, useVersionedValueEditor } from './useVersionedValueEditor';

export type { FieldState } from './useVersionedValueEditor';

export function formatOf(typeField: Pick<PdaTypeFieldDto, 'format' | 'pdaTypeFieldCode'>) {
  if (isPdaFieldFormat(typeField.format)) return typeField.format;
  return LEGACY_FIELD_FORMATS[typeField.pdaTypeFieldCode] ?? ('text' satisfies PdaFieldFormat);
}

const asVersioned = (current: { stringValue?: unknown; version?: unknown } | undefined) =>
  current && {
    value: typeof current.stringValue === 'string' ? current.stringValue : '',
    version: typeof current.version === 'number' ? current.version : undefined,
  };

/** One PDA field, checked against its format and saved with its version. */
export function usePdaFieldEditor(
  pdaUuid: string,
  typeField: PdaTypeFieldDto,
  field: PdaFieldDto | undefined,
) {
  const [setField] = useSetPdaFieldMutation();
  const [reloadField] = useLazyGetPdaFieldQuery();
  const format = formatOf(typeField);
  const f = typeField.pdaTypeFieldUuid;
  const editor = useVersionedValueEditor({
    server: { value: field?.stringValue ?? '', version: field?.version },
    problemOf: (value) => pdaFieldValueProblem(format, value),
    save: async (value, version) => {
      const answer = await setField({
        id: pdaUuid,
        f,
        setPdaFieldDto: { value, ...(version === undefined ? {} : { version }) },
      }).unwrap();
      return { value: answer.stringValue, version: answer.version };
    },
    reload: async () => asVersioned(await reloadField({ id: pdaUuid, f }, false).unwrap()),
    currentOf: (failure) => asVersioned(conflictCurrent(failure)),
  });
  return { ...editor, format };
}
