import { useCallback } from 'react';
import { useSession } from '@client/features/auth';
import { useGetPreferenceQuery, useSavePreferenceMutation } from '../api/preferencesApi';

/**
 * A setting of the signed-in person, saved on the server under `key` (any JSON value).
 * Reads `fallback` until the saved value arrives, when none was saved, or when it cannot be
 * read; setting it shows at once (optimistic) and is undone if the server refuses.
 */
export function usePreference<T>(key: string, fallback: T): [T, (value: T) => void] {
  const userUuid = useSession().user?.userUuid;
  const saved = useGetPreferenceQuery({ id: userUuid ?? '', key }, { skip: !userUuid });
  const [save] = useSavePreferenceMutation();
  const stored = saved.data?.value;
  const value = stored === null || stored === undefined ? fallback : (stored as T);
  const setValue = useCallback(
    (next: T) => {
      // The generated type says object; the server takes any JSON value (booleans too).
      const value = next as object;
      if (userUuid) void save({ id: userUuid, key, savePreferenceDto: { value } });
    },
    [key, save, userUuid],
  );
  return [value, setValue];
}
