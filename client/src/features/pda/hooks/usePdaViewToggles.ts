import { useState } from 'react';

/**
 * The PDA view toggles (seed 000 section 2): edit mode also turns on show-all, and is forced off
 * when the PDA type is not editable or the person may not write.
 */
export function usePdaViewToggles(editAllowed: boolean) {
  const [editRequested, setEditRequested] = useState(false);
  const [showAllRequested, setShowAll] = useState(false);
  const [lbs, setLbs] = useState(false);
  const [exact, setExact] = useState(false);
  const editing = editAllowed && editRequested;
  return {
    editAllowed,
    editing,
    setEditing: setEditRequested,
    showAll: showAllRequested || editing,
    setShowAll,
    lbs,
    setLbs,
    exact,
    setExact,
  };
}
export type PdaViewToggles = ReturnType<typeof usePdaViewToggles>;
