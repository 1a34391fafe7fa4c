import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A page's title and its actions on one row that wraps on a phone (the actions go under the
 * title instead of widening the page).
 */
export function HeaderRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      useFlexGap
      direction="row"
      sx={{
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      {children}
    </Stack>
  );
}
