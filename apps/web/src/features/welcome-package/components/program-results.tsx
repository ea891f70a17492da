import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgramResult, ProgramVerdict, RuleCheck } from '@roost/domain';
import { formatMoney } from '../../../lib/format';

export const VERDICT_LABEL: Readonly<Record<ProgramVerdict, string>> = {
  fits: 'Fits',
  mayFit: 'May fit',
  doesNotFit: 'Does not fit',
};

const verdictColor: Readonly<Record<ProgramVerdict, 'success' | 'warning' | 'default'>> = {
  fits: 'success',
  mayFit: 'warning',
  doesNotFit: 'default',
};

// Words, not only colour or a symbol, so the outcome of each rule reaches every reader.
const outcomeLabel: Readonly<Record<RuleCheck['outcome'], string>> = {
  pass: 'Met',
  unsure: 'To check',
  fail: 'Not met',
};

/** Each program's verdict, rough amount and the rules it applied, with the buyer's numbers in. */
export function ProgramResults({ results }: { results: ProgramResult[] }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Programs">
      {results.map((result) => (
        <ProgramCard key={result.program.id} result={result} />
      ))}
    </Stack>
  );
}

function ProgramCard({ result }: { result: ProgramResult }) {
  const { program, verdict, amount, amountRule, checks, requirements } = result;
  const titleId = `welcome-package-${program.id}`;
  const showAmount = amount !== null && verdict !== 'doesNotFit';
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={titleId} variant="h6" component="h4" sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {program.name}
        </Typography>
        <Chip label={VERDICT_LABEL[verdict]} color={verdictColor[verdict]} size="small" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {program.kind}. Run by {program.administrator}.
      </Typography>
      {showAmount && (
        <Typography sx={{ fontWeight: 700 }}>
          About {formatMoney(amount)}
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 400 }}>
            {amountRule}
          </Typography>
        </Typography>
      )}
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        The rules we applied
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {checks.map((check) => (
          <Typography component="li" variant="body2" key={check.rule} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{outcomeLabel[check.outcome]}:</strong> {check.rule}
          </Typography>
        ))}
      </Box>
      {requirements.length > 0 && (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            Also good to know
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
            {requirements.map((requirement) => (
              <Typography component="li" variant="body2" key={requirement}>
                {requirement}
              </Typography>
            ))}
          </Box>
        </>
      )}
      <Link href={program.url} target="_blank" rel="noopener noreferrer" variant="body2">
        {program.name}: the program&apos;s own page
      </Link>
    </Paper>
  );
}
