import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompany } from '../../../lib/company';
import { ContactForm } from '../components/contact-form';

/** /contact: name, phone, email, message, Submit, and the company's contact details. */
export function ContactPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Contact Us
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Questions about your home, your loan or our tools? Send us a note and an expert will reach out.
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ContactForm variant="page" />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CompanyDetails />
        </Grid>
      </Grid>
    </Container>
  );
}

function CompanyDetails() {
  const { data: company, isPending, isError } = useCompany();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="company-details">
      <Typography variant="h5" component="h2" id="company-details" gutterBottom>
        Reach us directly
      </Typography>
      {isPending && <Skeleton variant="rounded" height={120} aria-label="Loading contact details" />}
      {isError && <Typography>Our contact details could not be loaded. Please try again later.</Typography>}
      {company && (
        <Stack spacing={1} component="address" sx={{ fontStyle: 'normal' }}>
          <Typography sx={{ fontWeight: 600 }}>{company.legalName}</Typography>
          <Typography>{company.address}</Typography>
          <Typography>Mail: {company.mailingAddress}</Typography>
          <Typography>
            Phone: <Link href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</Link>
          </Typography>
          <Typography>
            Email: <Link href={`mailto:${company.email}`}>{company.email}</Link>
          </Typography>
          <Typography variant="body2">NMLS #{company.nmlsId}</Typography>
        </Stack>
      )}
    </Paper>
  );
}
