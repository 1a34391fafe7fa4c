import {
  rowCellProblem,
  rowCellSpec,
  type PdaRowKind,
  type RowCellSpec,
} from '@domain/pda/pda-rows';
import { useEffect, useRef } from 'react';
import { useSetPdaRowCellMutation } from '../api/pdaApi';
import { kgUnits } from '../utils/kgUnits';
import { conflictCurrent, useVersionedValueEditor } from './useVersionedValueEditor';

export type RowCellArgs = {
  pdaUuid: string;
  kind: PdaRowKind;
  rowUuid: string;
  /** A column of PDA_ROW_COLUMNS[kind], e.g. 'duration' or 'lift.kg'. */
  column: string;
  /** The cell as the server sent it, as text ('' for a missing exertion). */
  text: string;
  lbs: boolean;
};

/** The spec of a cell; the columns are fixed in code, so a missing one is a programming error. */
export function cellSpec(kind: PdaRowKind, column: string): RowCellSpec {
  const spec = rowCellSpec(kind, column);
  if (!spec) throw new Error(`A ${kind} has no column ${column}`);
  return spec;
}

/**
 * One cell of an element, object or tool (docs/decisions/0004-pda.md): checked against the
 * shared column spec, saved with the value it replaces (`previous`); a 409 takes the cell's
 * current value. Kg cells are typed in lbs while the lbs toggle is on.
 */
export function useRowCellEditor({ pdaUuid, kind, rowUuid, column, text, lbs }: RowCellArgs) {
  const [setCell] = useSetPdaRowCellMutation();
  const spec = cellSpec(kind, column);
  const units = kgUnits(lbs && spec.type === 'number' && spec.units === 'KG');
  // The bounds in lbs while typed in lbs, so the message names lbs (the spec's units are kg).
  const checked =
    units.inLbs && spec.type === 'number'
      ? { ...spec, min: units.bound(spec.min), max: units.bound(spec.max), units: 'LBS' as const }
      : spec;
  // The stored text behind the editor's saved value: `previous` must be what the server holds,
  // not a kg value converted to lbs and back.
  const stored = useRef(text);
  const previousOf = (savedShown: string) =>
    units.shown(stored.current) === savedShown ? stored.current : units.stored(savedShown);

  const editor = useVersionedValueEditor({
    server: { value: units.shown(text) },
    problemOf: (value) => rowCellProblem(checked, value, column),
    save: async (value, _version, savedShown) => {
      const answer = await setCell({
        id: pdaUuid,
        kind,
        row: rowUuid,
        column,
        setPdaRowCellDto: { value: units.stored(value), previous: previousOf(savedShown) },
      }).unwrap();
      stored.current = answer.value;
      return { value: units.shown(answer.value) };
    },
    // Rows have no single-cell read; the refetched PDA brings the current value.
    reload: async () => undefined,
    currentOf: (failure) => {
      const current = conflictCurrent(failure)?.value;
      if (typeof current !== 'string') return undefined;
      stored.current = current;
      return { value: units.shown(current) };
    },
  });

  // Like the editor, a refetched value is taken unless the person is editing.
  useEffect(() => {
    if (editor.state !== 'dirty' && editor.state !== 'pending') stored.current = text;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return { ...editor, spec, inLbs: units.inLbs };
}
