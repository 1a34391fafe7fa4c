import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useListNodesQuery } from '../api/treeApi';
import { nodePaths, type NodeOption } from '../utils/nodePaths';

// A tenant holds thousands of nodes: the list shows the first matches only.
const filter = createFilterOptions<NodeOption>({ limit: 50, stringify: (o) => o.path });

/**
 * "Go to node": every node the person may see (secure/nodes, fetched when the tree screen
 * opens, as seed 001 says), found by any part of its path and opened on choice.
 */
export function NodeFinder({ currentUuid }: { currentUuid: string }) {
  const navigate = useNavigate();
  const nodes = useListNodesQuery();
  const options = useMemo(() => nodePaths(nodes.data ?? []), [nodes.data]);
  return (
    <Autocomplete
      size="small"
      options={options}
      filterOptions={filter}
      getOptionLabel={(option) => option.path}
      getOptionKey={(option) => option.nodeUuid}
      isOptionEqualToValue={(a, b) => a.nodeUuid === b.nodeUuid}
      getOptionDisabled={(option) => option.nodeUuid === currentUuid}
      loading={nodes.isLoading}
      noOptionsText={nodes.isError ? 'The node list could not be loaded' : 'No such node'}
      value={null}
      blurOnSelect
      onChange={(_event, option) => option && void navigate(`/tree/${option.nodeUuid}`)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderInput={(params) => <TextField {...params} label="Go to node" />}
    />
  );
}
