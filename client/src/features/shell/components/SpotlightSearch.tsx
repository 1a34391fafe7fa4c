import { NOTHING_FOUND } from '@domain/messages';
import { SEARCH_DEBOUNCE_MS } from '@domain/timing';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeQueryError } from '@client/api/describeQueryError';
import { useSpotlightQuery, type SearchResultDto } from '../api/shellApi';
import { useDebouncedValue } from '@client/hooks/useDebouncedValue';
import { base64Utf8 } from '@client/api/base64Utf8';

/** The groups of the answer list, in the server's order (decision 0052). */
const GROUP_LABELS: Record<SearchResultDto['kind'], string> = {
  person: 'People',
  class: 'Classes',
  job: 'Jobs',
  node: 'Nodes',
  pda: 'PDAs',
  user: 'Users',
};

/**
 * The header search: people, classes, jobs, nodes (and PDAs, users) grouped under headings.
 * Autocomplete brings the keyboard handling (up, down, enter, escape); the server does the
 * matching within the caller's rights, so the options are shown unfiltered.
 */
export function SpotlightSearch() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const settled = query === input.trim();
  const search = useSpotlightQuery({ query: base64Utf8(query) }, { skip: query === '' });
  const results = query === '' ? [] : (search.data ?? []);
  const loading = query !== '' && (!settled || search.isFetching);

  return (
    <Autocomplete<SearchResultDto, false, false, false>
      size="small"
      sx={{ width: { xs: 200, md: 360 } }}
      options={settled ? results : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.title}
      groupBy={(option) => GROUP_LABELS[option.kind]}
      isOptionEqualToValue={(option, value) => option.url === value.url}
      getOptionKey={(option) => option.url}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        setInput('');
        void navigate(option.url);
      }}
      open={input.trim() !== ''}
      loading={loading}
      loadingText="Searching…"
      noOptionsText={search.isError ? describeQueryError(search.error) : NOTHING_FOUND}
      blurOnSelect
      forcePopupIcon={false}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.title}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.description}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 1,
          }}
        />
      )}
    />
  );
}
