import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HomeReport } from '@roost/domain';
import { dialable, phoneText } from './phone-text';

/** The loan officer who texted: their photo or initials, name, NMLS number and phone, with Text and Call. */
export function LoanOfficerCard({ officer }: { officer: HomeReport['loanOfficer'] }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Your loan officer" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={officer.photoUrl ?? undefined}
          alt={officer.photoUrl ? officer.name : undefined}
          sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {officer.initials}
        </Avatar>
        <div>
          <Typography variant="overline" component="p" color="text.secondary">
            Your loan officer
          </Typography>
          <Typography variant="h6" component="h2">
            {officer.name}
          </Typography>
          {officer.nmlsId && <Typography color="text.secondary">NMLS #{officer.nmlsId}</Typography>}
          {officer.phone && <Typography>{phoneText(officer.phone)}</Typography>}
        </div>
      </Stack>
      {officer.phone && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" href={`sms:${dialable(officer.phone)}`} sx={{ flex: 1 }}>
            Text me
          </Button>
          <Button variant="outlined" href={`tel:${dialable(officer.phone)}`} sx={{ flex: 1 }}>
            Call
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/** A realtor partner of the loan officer who works the contact's ZIP code. */
export function PartnerCard({ partner }: { partner: NonNullable<HomeReport['partner']> }) {
  return (
    <Paper variant="outlined" component="section" aria-label="A local realtor" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" component="p" color="text.secondary">
        A realtor who works your area
      </Typography>
      <Typography variant="h6" component="h2">
        {partner.name}
      </Typography>
      {partner.company && <Typography color="text.secondary">{partner.company}</Typography>}
      {partner.phone && (
        <Typography>
          <a href={`tel:${dialable(partner.phone)}`}>{phoneText(partner.phone)}</a>
        </Typography>
      )}
    </Paper>
  );
}
