import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  IconButton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  parentIds,
  pinnedAncestors,
  rowWindow,
  visibleTreeRows,
  type TreeAccess,
  type TreeRow,
} from './treeRows';

type VirtualTreeProps<T> = {
  items: readonly T[];
  access: TreeAccess<T>;
  /** Names the tree for assistive technology and the search box: "Kanban tree". */
  label: string;
  /** Column headers after the first one, and the grid's column widths (first one is `1fr`). */
  headers: ReactNode[];
  columns: string;
  /** The cells after the name cell of one row. */
  cells: (item: T) => ReactNode;
  rowHeight?: number;
  testId?: (item: T) => string;
};

/**
 * A long tree list that stays fast (decision 0050): only the rows in view are rendered, a
 * search keeps matches with their ancestors, every parent collapses, and the ancestors of the
 * rows in view stay pinned under the header while their children scroll.
 */
export function VirtualTree<T>({
  items,
  access,
  label,
  headers,
  columns,
  cells,
  rowHeight = 48,
  testId,
}: VirtualTreeProps<T>) {
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  // On a phone a row is two lines, the name over its cells, so every column stays on the
  // screen and the name stays readable (issue 32, item 6).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const height = narrow ? rowHeight * 2 : rowHeight;
  const rows = useMemo(
    () => visibleTreeRows(items, access, collapsed, search),
    [items, access, collapsed, search],
  );
  // Before the first layout (and in jsdom) the height is 0: render a screenful.
  const viewHeight = scroller.current?.clientHeight || 800;
  const { start, end } = rowWindow(rows.length, scrollTop, viewHeight, height);
  const pinned = pinnedAncestors(rows, scrollTop, height);
  const grid = {
    display: 'grid',
    gridTemplateColumns: narrow ? columns : `minmax(0, 1fr) ${columns}`,
    alignItems: 'center',
    alignContent: 'center',
  };
  const nameSpan = narrow ? { gridColumn: '1 / -1' } : {};

  const toggle = (id: string) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });

  const nameCell = (row: TreeRow<T>) => (
    <Stack
      direction="row"
      role="gridcell"
      // Narrow screens indent less, so deep names keep some room beside the quantities.
      sx={{
        alignItems: 'center',
        pl: { xs: row.depth, sm: row.depth * 2.5 },
        minWidth: 0,
        ...nameSpan,
      }}
    >
      {row.hasChildren ? (
        <IconButton
          size="small"
          aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${access.label(row.item)}`}
          onClick={() => toggle(row.id)}
        >
          {row.expanded ? (
            <ExpandMoreIcon fontSize="small" />
          ) : (
            <ChevronRightIcon fontSize="small" />
          )}
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
      <Typography
        noWrap
        component="span"
        sx={{ fontWeight: row.depth === 0 || row.match ? 600 : 400 }}
        title={access.label(row.item)}
      >
        {access.label(row.item)}
      </Typography>
    </Stack>
  );

  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          size="small"
          type="search"
          label={`Search the ${label.toLowerCase()}`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setCollapsed(new Set());
            scroller.current?.scrollTo({ top: 0 });
          }}
          sx={{ minWidth: { sm: 320 } }}
        />
        <Button onClick={() => setCollapsed(parentIds(items, access))}>Collapse all</Button>
        <Button onClick={() => setCollapsed(new Set())}>Expand all</Button>
        <Typography variant="body2" color="text.secondary" data-testid="tree-count">
          {rows.length} of {items.length} rows
        </Typography>
      </Stack>
      <Box
        ref={scroller}
        role="treegrid"
        aria-label={label}
        aria-rowcount={rows.length}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        sx={{
          position: 'relative',
          overflow: 'auto',
          // Fills the screen below the page's top part, so a 900 px screen shows ~14 rows.
          height: { xs: '70vh', md: 'calc(100vh - 260px)' },
          minHeight: 320,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          // Wider screens keep room for the names beside the cells.
          '& > *': { minWidth: { sm: 560 } },
        }}
      >
        <Box
          role="row"
          sx={{
            ...grid,
            position: 'sticky',
            top: 0,
            zIndex: 3,
            height,
            px: 1,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
            fontWeight: 600,
          }}
        >
          <Box role="columnheader" sx={nameSpan}>
            Node
          </Box>
          {headers.map((header, i) => (
            <Box key={i} role="columnheader" sx={{ textAlign: 'right' }}>
              {header}
            </Box>
          ))}
        </Box>
        {/* The pinned ancestors: a zero-height sticky layer, so the rows below keep their places. */}
        <Box
          sx={{ position: 'sticky', top: height, height: 0, zIndex: 2 }}
          data-testid="tree-pinned"
        >
          {pinned.map((index, slot) => (
            <Box
              key={rows[index].id}
              data-testid={`pinned-${rows[index].id}`}
              sx={{
                ...grid,
                position: 'absolute',
                left: 0,
                right: 0,
                top: slot * height,
                height,
                px: 1,
                bgcolor: 'background.default',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {nameCell(rows[index])}
            </Box>
          ))}
        </Box>
        {rows.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No row matches “{search}”.
          </Typography>
        )}
        <Box sx={{ position: 'relative', height: rows.length * height }}>
          {rows.slice(start, end).map((row, i) => (
            <Box
              key={row.id}
              role="row"
              aria-level={row.depth + 1}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-rowindex={start + i + 1}
              data-testid={testId?.(row.item)}
              sx={{
                ...grid,
                position: 'absolute',
                left: 0,
                right: 0,
                top: (start + i) * height,
                height,
                px: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {nameCell(row)}
              {cells(row.item)}
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
