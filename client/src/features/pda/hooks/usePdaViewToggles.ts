import { useState } from 'react';
import { usePreference } from '@client/features/preferences';

/** The person's kg/lbs choice, saved on the server: it survives a reload and follows them. */
export const LBS_PREFERENCE_KEY = 'pda.lbs';

/**
 * The PDA view toggles (seed 000 section 2): edit mode also turns on show-all, and is forced off
 * when the PDA type is not editable or the person may not write. lbs is a preference of the
 * signed-in person; the other toggles last as long as the PDA is shown.
 */
export function usePdaViewToggles(editAllowed: boolean) {
  const [editRequested, setEditRequested] = useState(false);
  const [showAllRequested, setShowAll] = useState(false);
  const [lbs, setLbs] = usePreference(LBS_PREFERENCE_KEY, false);
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
