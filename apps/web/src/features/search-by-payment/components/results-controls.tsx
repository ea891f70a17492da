import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { HomesSort } from '../api/get-homes';

export const SORT_LABELS: Record<HomesSort, string> = {
  'price-desc': 'Price: high to low',
  'price-asc': 'Price: low to high',
  newest: 'Newest',
  'sqft-desc': 'Largest',
};

interface ResultsControlsProps {
  county: string;
  counties: readonly string[];
  sort: HomesSort;
  onCounty: (county: string) => void;
  onSort: (sort: HomesSort) => void;
}

/** The county selector (the counties that have listings) and the sort order. */
export function ResultsControls({ county, counties, sort, onCounty, onSort }: ResultsControlsProps) {
  const offered = counties.includes(county) ? counties : [county, ...counties];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        select
        label="County"
        value={county}
        onChange={(event) => onCounty(event.target.value)}
        size="small"
        sx={{ flex: '1 1 160px', maxWidth: { sm: 240 } }}
      >
        {offered.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(event) => onSort(event.target.value as HomesSort)}
        size="small"
        sx={{ flex: '1 1 160px', maxWidth: { sm: 240 } }}
      >
        {(Object.keys(SORT_LABELS) as HomesSort[]).map((value) => (
          <MenuItem key={value} value={value}>
            {SORT_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
