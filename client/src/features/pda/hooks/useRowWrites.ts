import type { PdaRowKind } from '@domain/pda/pda-rows';
import { useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useAddPdaRowMutation, useDeletePdaRowMutation } from '../api/pdaApi';

/** Adding and deleting rows of one kind; a refused write shows in the tab. */
export function useRowWrites(pdaUuid: string, kind: PdaRowKind) {
  const [addRow, added] = useAddPdaRowMutation();
  const [deleteRow, deleted] = useDeletePdaRowMutation();
  const [error, setError] = useState<string | null>(null);
  const attempt = async (write: () => Promise<unknown>) => {
    setError(null);
    try {
      await write();
    } catch (failure) {
      setError(queryErrorMessage(failure));
    }
  };
  return {
    error,
    dismissError: () => setError(null),
    busy: added.isLoading || deleted.isLoading,
    add: () => attempt(() => addRow({ id: pdaUuid, kind }).unwrap()),
    remove: (row: string) => attempt(() => deleteRow({ id: pdaUuid, kind, row }).unwrap()),
  };
}

export type RowWrites = ReturnType<typeof useRowWrites>;
