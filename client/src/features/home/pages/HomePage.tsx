import { Box, Typography } from '@mui/material';
import { useSession } from '../../auth/hooks/useSession';

export function HomePage() {
  const { user } = useSession();
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome
      </Typography>
      <Typography color="text.secondary">
        {user ? `Signed in as ${user.userCode}. ` : ''}Your applications and the change log will
        appear here.
      </Typography>
    </Box>
  );
}
