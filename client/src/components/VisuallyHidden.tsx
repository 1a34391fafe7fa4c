import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Read by screen readers (a column header, the name behind an icon), not shown. Placed at its
 * containing block's corner: left where it would flow, inside a table that scrolls on a phone
 * it would escape the scroll box and widen the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
