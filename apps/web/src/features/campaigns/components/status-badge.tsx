import Box from '@mui/material/Box';

/**
 * The spec's badge colours (active green, complete red-ish, done grey, anything else purple), as dark
 * text on a pale tint so every pair reads at better than 4.5:1.
 */
const colours: Record<string, { color: string; bgcolor: string }> = {
  active: { color: '#1b5e20', bgcolor: '#e3f2e5' },
  complete: { color: '#a4262c', bgcolor: '#fde7e7' },
  done: { color: '#424242', bgcolor: '#ececec' },
};
const otherColour = { color: '#5b1f8a', bgcolor: '#f1e6fa' };

export function statusColour(status: string) {
  return colours[status] ?? otherColour;
}

export function StatusBadge({ status }: { status: string }) {
  const { color, bgcolor } = statusColour(status);
  return (
    <Box
      component="span"
      aria-label={`Status: ${status}`}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.5,
        textTransform: 'capitalize',
        color,
        bgcolor,
        whiteSpace: 'nowrap',
      }}
    >
      {status}
    </Box>
  );
}
