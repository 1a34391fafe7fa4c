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
      {/* 280 px where there is room; on a phone it shrinks so the panel buttons stay beside it. */}
      <Box sx={{ flex: '0 1 280px', minWidth: 0 }}>
        <QuickFilter defaultExpanded>
          <QuickFilterControl
            type="search"
            size="small"
            placeholder="Search…"
            aria-label="Search"
            style={{ width: '100%' }}
          />
        </QuickFilter>
      </Box>
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
