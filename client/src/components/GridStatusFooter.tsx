import { Typography } from '@mui/material';
import {
  GridFooterContainer,
  GridPagination,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

/** The seeds' status bar: total and filtered row counts, then the pager. For any DataGrid. */
export function GridStatusFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const filtered = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" color="text.secondary" data-testid="grid-status">
        Total rows: {total} · Filtered rows: {filtered}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}
