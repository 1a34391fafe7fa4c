import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import type { HistoryEntryDto } from '../api/historyApi';
import { actorText } from '../utils/historyText';

// A phone shows an entry as a block, one cell under the other, with a rule between entries.
const ROW = {
  verticalAlign: 'top',
  display: { xs: 'block', sm: 'table-row' },
  borderBottom: { xs: 1, sm: 0 },
  borderColor: 'divider',
  py: { xs: 1, sm: 0 },
} as const;
const CELL = {
  display: { xs: 'block', sm: 'table-cell' },
  borderBottom: { xs: 0, sm: 1 },
  borderColor: 'divider',
  py: { xs: 0.25, sm: 0.75 },
} as const;

/**
 * One entry in words (the server names the person, the job and its shift, the demand with its
 * units), with the stored entry one click away behind "Show raw" for those who need the codes.
 */
export function HistoryRow({ entry }: { entry: HistoryEntryDto }) {
  const [raw, setRaw] = useState(false);
  const rawId = `raw-${entry.auditEntryUuid}`;
  return (
    <TableRow sx={ROW}>
      <TableCell
        sx={{ ...CELL, whiteSpace: 'nowrap', color: { xs: 'text.secondary', sm: 'inherit' } }}
      >
        {new Date(entry.at).toLocaleString()}
      </TableCell>
      <TableCell sx={CELL}>{actorText(entry)}</TableCell>
      <TableCell sx={{ ...CELL, minWidth: { sm: 200 } }}>
        <Typography variant="body2">{entry.summary}</Typography>
        <Button
          size="small"
          aria-expanded={raw}
          aria-controls={rawId}
          onClick={() => setRaw(!raw)}
          sx={{ px: 0, minWidth: 0 }}
        >
          {raw ? 'Hide raw' : 'Show raw'}
        </Button>
      </TableCell>
      <TableCell sx={{ ...CELL, minWidth: { sm: 200 } }}>
        {entry.changes.map((line, index) => (
          <Typography key={index} variant="body2" sx={{ wordBreak: 'break-word' }}>
            {line}
          </Typography>
        ))}
        {raw && (
          <Box
            component="pre"
            id={rawId}
            aria-label="Raw entry"
            sx={{ m: 0, mt: 1, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {JSON.stringify(
              {
                action: entry.action,
                entityType: entry.entityType,
                entityId: entry.entityId,
                before: entry.before,
                after: entry.after,
              },
              null,
              2,
            )}
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
