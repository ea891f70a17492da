import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export interface FilterChoice<Value extends string> {
  value: Value | null;
  label: string;
}

/** A row of chips that choose one filter (pressed = chosen); they wrap on a phone. */
export function FilterChips<Value extends string>({
  label,
  choices,
  chosen,
  onChoose,
}: {
  label: string;
  choices: readonly FilterChoice<Value>[];
  chosen: Value | null;
  onChoose: (value: Value | null) => void;
}) {
  return (
    <Stack role="group" aria-label={label} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {choices.map((choice) => {
        const pressed = choice.value === chosen;
        return (
          <Chip
            key={choice.value ?? 'all'}
            label={choice.label}
            clickable
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onChoose(choice.value)}
          />
        );
      })}
    </Stack>
  );
}
