import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HomeReport } from '@roost/domain';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { ApiRequestError } from '../../../lib/api-client';
import { useHomeReport } from '../api/get-home-report';
import { HomeFigures } from '../components/home-figures';
import { LinkNotValid } from '../components/link-not-valid';
import { LoanOfficerCard, PartnerCard } from '../components/people-cards';
import { ReviewRequest } from '../components/review-request';

/**
 * /home-report/:linkId (public): the page a campaign text's link opens, about the contact's own home. Phone first,
 * one column. `seed` is the report the server read for the first response; without it the browser reads it.
 */
export function HomeReportPage({ seed }: { seed?: HomeReport | undefined }) {
  const linkId = useParams().linkId ?? '';
  const report = useHomeReport(linkId, seed);
  let content;
  if (report.isPending) content = <LinearProgress aria-label="Loading your home report" />;
  else if (report.isError)
    content =
      report.error instanceof ApiRequestError && report.error.status === 404 ? (
        <LinkNotValid />
      ) : (
        <LoadFailure
          error={report.error}
          what="home report"
          back={{ to: '/', label: 'Go to the home page' }}
          onRetry={() => void report.refetch()}
        />
      );
  else content = <Report report={report.data} />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 } }}>
      {content}
    </Container>
  );
}

function Report({ report }: { report: HomeReport }) {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {report.firstName ? `${report.firstName}, here is your home report` : 'Your home report'}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {report.address ?? 'The address of your home is not on file yet.'}
        </Typography>
      </div>
      <HomeFigures report={report} />
      <ReviewRequest report={report} />
      <LoanOfficerCard officer={report.loanOfficer} />
      {report.partner && <PartnerCard partner={report.partner} />}
    </Stack>
  );
}
