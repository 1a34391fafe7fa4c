import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, Tooltip } from '@mui/material';
import {
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

/**
 * The seeds' quick filter as an always-visible search field (the grid's default toolbar folds
 * it into an icon), with the column and filter panels beside it. For any DataGrid.
 */
export function GridSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter defaultExpanded>
        <QuickFilterControl
          type="search"
          size="small"
          placeholder="Search…"
          aria-label="Search"
          style={{ width: 280 }}
        />
      </QuickFilter>
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}
