import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLoginForm } from '../hooks/useLoginForm';

export function LoginPage() {
  const form = useLoginForm();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper component="form" noValidate onSubmit={form.submit} sx={{ p: 4, width: 360 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            Sign in
          </Typography>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoFocus
            value={form.username}
            onChange={(event) => form.setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
          />
          {form.notice && <Alert severity="info">{form.notice}</Alert>}
          <Button type="submit" variant="contained" disabled={!form.canSubmit}>
            Sign In
          </Button>
          <Link component={RouterLink} to="/forgot" variant="body2">
            Forgot password?
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
