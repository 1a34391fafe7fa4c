import { CONTACT_ADMINISTRATOR } from '@domain/messages';
import { Alert, Box, Typography } from '@mui/material';

// ours: the seeds word only the home page's no-access message.
export const NO_PAGE_ACCESS = 'You do not have access to this page.';

/** What a signed-in person sees on a screen their security groups do not open. */
export function NoAccess({ title }: { title: string }) {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="warning">
        <div>{NO_PAGE_ACCESS}</div>
        <div>{CONTACT_ADMINISTRATOR}</div>
      </Alert>
    </Box>
  );
}
