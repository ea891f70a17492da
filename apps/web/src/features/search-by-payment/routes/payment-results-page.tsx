import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_COUNTY, formatNumber, homesQuerySchema, monthlyPaymentParam } from '@roost/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { formatMoney, formatMonthly } from '../../../lib/format';
import { sessionStore } from '../../../lib/session-store';
import { useHomes, type HomesSort } from '../api/get-homes';
import { HomeCard } from '../components/home-card';
import { optionTitle } from '../components/option-text';
import { PaymentNotValid } from '../components/payment-not-valid';
import { requestFailureText } from '../components/request-failure';
import { ResultsControls } from '../components/results-controls';
import { RotatingLoading } from '../../../components/rotating-loading';
import { HOMES_LOADING_TEXTS } from '../components/loading-texts';
import { useListingActions } from '../components/use-listing-actions';
import { optionsPath } from '../components/use-choose-payment';
import { resultsPath } from './payment-options-page';
import { CardGrid } from '../../../components/card-grid';

export const HOMES_FAILED = 'We could not load the homes for this option. Please try again.';

const { option: optionParam, county: countyParam, sort: sortParam, page: pageParam } = homesQuerySchema.shape;

/** The page's choices from its address: /payment/results/{payment}?option=&county=&sort=&page= (bad values fall back). */
function useResultsSearch() {
  const { payment: paymentText } = useParams();
  const [params, setParams] = useSearchParams();
  const payment = monthlyPaymentParam.safeParse(paymentText);
  const option = optionParam.safeParse(params.get('option') ?? '');
  const valueOf = <T,>(parsed: { success: boolean; data?: T }, fallback: T): T =>
    parsed.success ? (parsed.data as T) : fallback;
  const county = valueOf(countyParam.safeParse(params.get('county') ?? undefined), DEFAULT_COUNTY);
  const sort: HomesSort = valueOf(sortParam.safeParse(params.get('sort') ?? undefined), 'price-desc');
  const page = valueOf(pageParam.safeParse(params.get('page') ?? undefined), 1);
  const change = (patch: Partial<Record<'county' | 'sort' | 'page', string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) next.set(key, value);
      return next;
    });
  return {
    payment: payment.success ? payment.data : null,
    paymentError: payment.success ? null : (payment.error.issues[0]?.message ?? 'Enter a monthly payment'),
    option: option.success ? option.data : null,
    county,
    sort,
    page,
    change,
  };
}

/** /payment/results/{payment}?option={n}: the homes for sale that fit the payment under the chosen option. */
export function PaymentResultsPage() {
  const search = useResultsSearch();
  const { payment, option, county, sort, page } = search;
  const valid = payment !== null && option !== null;
  const homes = useHomes({ payment: payment ?? 0, option: option ?? 1, county, sort, page }, valid);
  const actions = useListingActions();
  const [counties, setCounties] = useState<string[]>([DEFAULT_COUNTY]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (homes.data) setCounties(homes.data.counties);
  }, [homes.data]);
  useEffect(() => {
    // A shared or bookmarked results address becomes this session's payment and option (the header shows it).
    if (payment === null || option === null) return;
    const session = sessionStore.get();
    if (session.payment !== payment || session.option !== option) sessionStore.update({ payment, option });
  }, [payment, option]);

  if (payment === null) {
    return <PaymentNotValid title="Homes for your payment" message={search.paymentError ?? ''} />;
  }
  if (option === null) {
    // No option in the address: the one chosen for this payment in this tab, else the payment's options.
    const remembered = sessionStore.get();
    const to =
      remembered.option !== null && remembered.payment === payment
        ? resultsPath(payment, remembered.option)
        : optionsPath(payment);
    return <Navigate to={to} replace />;
  }

  const changePage = (next: number) => {
    search.change({ page: String(next) });
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  };
  const reply = homes.data;
  const pages = reply ? Math.max(1, Math.ceil(reply.total / Math.max(1, reply.pageSize))) : 1;
  const title = reply ? optionTitle(reply.option) : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, outline: 'none', scrollMarginTop: 80 }}
        >
          Homes for {formatMonthly(payment)}
        </Typography>
        {reply && (
          <Typography>
            {title}: up to {formatMoney(reply.option.maxPurchase)} with {formatMoney(reply.option.downPayment)} down.{' '}
            <Link component={RouterLink} to={optionsPath(payment)}>
              Other options
            </Link>
          </Typography>
        )}
      </Stack>
      <ResultsControls
        county={county}
        counties={counties}
        sort={sort}
        onCounty={(next) => search.change({ county: next, page: '1' })}
        onSort={(next) => search.change({ sort: next, page: '1' })}
      />
      <Box sx={{ minHeight: 4, my: 2 }}>
        {homes.isFetching && reply && <LinearProgress aria-label="Loading homes" />}
      </Box>
      {homes.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MessageBanner message={{ message: requestFailureText(homes.error, HOMES_FAILED), messageType: 'error' }} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void homes.refetch()}>
              Try again
            </Button>
            <Button component={RouterLink} to={optionsPath(payment)}>
              Choose another option
            </Button>
          </Stack>
        </Stack>
      ) : !reply ? (
        <RotatingLoading label="Loading homes" texts={HOMES_LOADING_TEXTS} />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {reply.total === 1 ? '1 home' : `${formatNumber(reply.total)} homes`} in {reply.county} County
            {pages > 1 && ` · page ${reply.page} of ${pages}`}
          </Typography>
          {reply.homes.length === 0 ? (
            <MessageBanner
              message={{
                message: `No homes for sale in ${reply.county} County fit this option right now. Try another county or option.`,
                messageType: 'warning',
              }}
            />
          ) : (
            <CardGrid label="Homes for sale" columns={{ xs: 1, sm: 2, md: 3 }}>
              {reply.homes.map((home) => (
                <li key={home.id}>
                  <HomeCard home={home} optionTitle={title ?? ''} onAction={actions.takeAction} />
                </li>
              ))}
            </CardGrid>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={reply.page}
              onChange={(_event, next) => changePage(next)}
              siblingCount={0}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              getItemAriaLabel={(type, item, selected) =>
                type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
              }
            />
          )}
        </>
      )}
      {actions.dialog}
    </Container>
  );
}
