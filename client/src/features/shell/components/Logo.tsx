import { Box } from '@mui/material';

/** The favicon as the header's logo, on a light tile so it stands out from the blue bar. */
export function Logo() {
  return (
    <Box sx={{ bgcolor: 'common.white', borderRadius: 1.5, p: '2px', display: 'flex' }}>
      <img src="/app/favicon.svg" alt="" width={26} height={26} style={{ display: 'block' }} />
    </Box>
  );
}
