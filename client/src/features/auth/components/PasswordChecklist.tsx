import type { PasswordChecklistItem } from '@domain/password';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';

type PasswordChecklistProps = {
  checklist: PasswordChecklistItem[];
  strength: number;
  common: boolean;
};

function strengthWord(strength: number, common: boolean): string {
  if (common) return 'Too common';
  if (strength === 1) return 'Strong';
  if (strength >= 0.6) return 'Fair';
  return 'Weak';
}

function strengthColor(strength: number) {
  if (strength === 1) return 'success' as const;
  if (strength >= 0.6) return 'warning' as const;
  return 'error' as const;
}

/** The seed's checklist with a strength bar computed from it. */
export function PasswordChecklist({ checklist, strength, common }: PasswordChecklistProps) {
  const percent = Math.round(strength * 100);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" id="password-strength-label">
          Password strength
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, color: `${strengthColor(strength)}.main` }}
        >
          {strengthWord(strength, common)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={strengthColor(strength)}
        aria-labelledby="password-strength-label"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <List dense disablePadding aria-label="Password requirements" sx={{ mt: 1 }}>
        {checklist.map((item) => (
          <ListItem key={item.rule} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              {item.met ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="met" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess="not met" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={item.label}
              slotProps={{
                primary: { variant: 'body2', color: item.met ? 'text.primary' : 'text.secondary' },
              }}
            />
          </ListItem>
        ))}
      </List>
      {common && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          This is one of the 10,000 most common passwords. Please choose another.
        </Typography>
      )}
    </Box>
  );
}
