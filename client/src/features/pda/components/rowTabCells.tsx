import type { PdaRowKind } from '@domain/pda/pda-rows';
import type { PdaDto } from '../api/pdaApi';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';
import { PdaRowCellInput } from './PdaRowCellInput';

export type TabProps = { pda: PdaDto; toggles: PdaViewToggles };

export const weightHeader = (name: string, lbs: boolean) => `${name} (${lbs ? 'lbs' : 'kg'})`;

/** The input of one cell of a row of `kind`: row, column, column header, text. */
export function cellsOf({ pda, toggles }: TabProps, kind: PdaRowKind) {
  return function cell(row: string, column: string, label: string, text: string) {
    return (
      <PdaRowCellInput
        pdaUuid={pda.pdaUuid}
        kind={kind}
        rowUuid={row}
        column={column}
        label={label}
        text={text}
        lbs={toggles.lbs}
        taktTime={pda.taktTime}
      />
    );
  };
}
