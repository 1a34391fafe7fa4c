import { Box, Typography } from '@mui/material';

/** A titled part of a screen, a landmark named by its title (tests and screen readers find it). */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
