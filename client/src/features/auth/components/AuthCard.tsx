import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { PRODUCT_NAME } from '@client/app/product';
import { usePageTitle } from '@client/hooks/usePageTitle';

type AuthCardProps = {
  title: string;
  children: ReactNode;
  /** Makes the card a form; pages without inputs leave it out. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

/**
 * For the required fields of these short forms: the input stays aria-required, but the label
 * shows no asterisk; the submit button, disabled until the fields are filled, already says it.
 */
export const requiredWithoutAsterisk = {
  required: true,
  slotProps: { inputLabel: { required: false } },
} as const;

/** The centred card every signed-out page (sign-in, recovery) is laid out in. */
export function AuthCard({ title, children, onSubmit }: AuthCardProps) {
  usePageTitle(title);
  const content = (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
        <Typography
          component="p"
          variant="subtitle1"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: 1, textAlign: 'center' }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Paper elevation={2} sx={{ p: 4 }}>
          {onSubmit ? (
            <form noValidate onSubmit={onSubmit}>
              {content}
            </form>
          ) : (
            content
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
