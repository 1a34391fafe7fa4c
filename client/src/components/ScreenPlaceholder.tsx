import { Box, Paper, Typography } from '@mui/material';
import { useParams } from 'react-router';

type ScreenPlaceholderProps = { title: string };

// React Router names the splat segment '*'; a word reads better on screen.
const paramLabel = (name: string) => (name === '*' ? 'path' : name);

/** Stands in for a screen that later work builds, so every route already resolves. */
export function ScreenPlaceholder({ title }: ScreenPlaceholderProps) {
  const params = Object.entries(useParams()).filter(([, value]) => value);
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {params.length > 0 && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
            {params.map(([name, value]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {paramLabel(name)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Typography color="text.secondary">This screen is not available yet.</Typography>
      </Paper>
    </Box>
  );
}
