import { CircularProgress, Stack, Typography, type SxProps, type Theme } from '@mui/material';

/** A screen part being loaded: a small spinner and what is loading ("Loading the roster…"). */
export function LoadingLine({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={[{ alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CircularProgress size={20} aria-label={text} />
      <Typography>{text}</Typography>
    </Stack>
  );
}
