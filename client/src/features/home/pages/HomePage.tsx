import { formatCalendarDay } from '@domain/format';
import { CONTACT_ADMINISTRATOR, NO_ACCESS_MESSAGE } from '@domain/messages';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useListChangeLogQuery } from '../api/homeApi';
import { useNavLinks } from '@client/features/shell';
import { usePageTitle } from '@client/hooks/usePageTitle';

function Retry({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

function ChangeLog() {
  const { data, isLoading, isError, error, refetch } = useListChangeLogQuery();
  if (isLoading) return <CircularProgress aria-label="Loading the change log" />;
  if (isError) return <Retry message={queryErrorMessage(error)} retry={() => void refetch()} />;
  if (!data || data.length === 0) {
    return <Typography color="text.secondary">No changes have been logged yet.</Typography>;
  }
  return (
    <List aria-label="Change log" disablePadding>
      {data.map((entry) => (
        <ListItem key={`${entry.entryDate} ${entry.description}`} divider disableGutters>
          <ListItemText
            primary={entry.description}
            secondary={
              <time dateTime={entry.entryDate}>{formatCalendarDay(entry.entryDate, 'long')}</time>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Home: the no-access text for someone without applications, the change log otherwise. */
export function HomePage() {
  const { links, isLoading, isError, error, refetch } = useNavLinks();
  usePageTitle('Home');
  let content;
  if (isLoading) content = <CircularProgress aria-label="Loading your applications" />;
  else if (isError)
    content = <Retry message={queryErrorMessage(error)} retry={() => void refetch()} />;
  else if (links.length === 0) {
    content = (
      <Alert severity="info">
        <Typography>{NO_ACCESS_MESSAGE}</Typography>
        <Typography>{CONTACT_ADMINISTRATOR}</Typography>
      </Alert>
    );
  } else {
    content = (
      <>
        <Typography variant="h5" component="h2" gutterBottom>
          What&apos;s new
        </Typography>
        <ChangeLog />
      </>
    );
  }
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome
      </Typography>
      {content}
    </Box>
  );
}
