import { Box, Typography } from '@mui/material';

export function HomePage() {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome
      </Typography>
      <Typography color="text.secondary">
        Your applications and the change log appear here once sign-in is available.
      </Typography>
    </Box>
  );
}
