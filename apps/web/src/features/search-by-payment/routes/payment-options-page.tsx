import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  monthlyPaymentParam,
  PMMS_CREDIT,
  RATE_SHEET_SOURCE,
  type OptionsReply,
  type PurchaseOption,
} from '@roost/domain';
import { useDeferredValue, useEffect } from 'react';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { formatCalendarDate, formatMoney, formatMonthly } from '../../../lib/format';
import { sessionStore, useSession } from '../../../lib/session-store';
import { usePurchaseOptions } from '../api/get-purchase-options';
import { PaymentNotValid } from '../components/payment-not-valid';
import { PaymentOptionsShell } from '../components/payment-options-shell';
import { useHydrated } from '../../../lib/use-hydrated';
import { PurchaseOptionCard } from '../components/purchase-option-card';
import { requestFailureText } from '../components/request-failure';
import { optionsPath, storePayment } from '../components/use-choose-payment';
import { RotatingLoading } from '../../../components/rotating-loading';
import { OPTIONS_LOADING_TEXTS } from '../components/loading-texts';
import { CardGrid } from '../../../components/card-grid';

export const OPTIONS_FAILED = 'We could not load the purchase options for this payment. Please try again.';

/** The date the options' rates are from: the PMMS week (its Thursday), or the admin's rate sheet; never "today's". */
function ratesOf(reply: OptionsReply): string {
  const date = formatCalendarDate(reply.rateDate);
  return reply.rateSource === RATE_SHEET_SOURCE ? `Rates from our rate sheet of ${date}` : `Rates of ${date}`;
}

/** The results page of an option: /payment/results/{payment}?option={n}. */
export function resultsPath(payment: number, optionId: number): string {
  return `/payment/results/${payment}?option=${optionId}`;
}

/**
 * /payment/options?payment={n} and /options?payment={n}: the purchase options for the payment in the
 * address, so a shared link opens the same options in a fresh tab. The session follows the address (the
 * header shows its payment; the header's update opens this page with the new one). Without a payment in
 * the address the session's is put there; a payment that is not one says what is wrong.
 */
export function PaymentOptionsPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const sessionPayment = useSession((session) => session.payment);
  const typed = params.get('payment');
  const parsed = typed === null ? null : monthlyPaymentParam.safeParse(typed);
  const payment = parsed?.success ? parsed.data : 0;
  const options = usePurchaseOptions(payment);
  // The cards are rendered at a lower priority, in slices between which the page keeps answering input; the
  // loading state stays until they are ready.
  const deferred = useDeferredValue(options.data);
  const shown = deferred?.payment === payment ? deferred : undefined;
  const hydrated = useHydrated();

  useEffect(() => {
    if (payment > 0 && sessionStore.get().payment !== payment) storePayment(payment);
  }, [payment]);

  // The prerendered page (with no payment: it is in the query) until it is hydrated; the options are asked for.
  if (!hydrated) return <PaymentOptionsShell />;

  if (parsed === null) {
    return <Navigate to={sessionPayment > 0 ? optionsPath(sessionPayment, pathname) : '/payment/search'} replace />;
  }
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Enter a monthly payment';
    return <PaymentNotValid title="Purchase options" message={message} />;
  }
  // One address per payment ('3500', not '3500.00' or '03500').
  if (typed !== String(payment)) return <Navigate to={optionsPath(payment, pathname)} replace />;

  const choose = (option: PurchaseOption) => sessionStore.update({ option: option.optionId });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          Purchase options for {formatMonthly(payment)}
        </Typography>
        <Typography>
          Each option is a way to buy a home with a monthly payment of {formatMoney(payment)}: principal and interest,
          taxes, mortgage insurance and hazard insurance.{' '}
          <Link component={RouterLink} to="/payment/search">
            Change payment
          </Link>
        </Typography>
        {shown && (
          <Typography variant="body2" color="text.secondary">
            {ratesOf(shown)}; homes counted in {shown.county} County. Estimates, not a loan offer.
            {shown.rateSource === RATE_SHEET_SOURCE ? '' : ` ${PMMS_CREDIT}`}
          </Typography>
        )}
      </Stack>
      {options.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MessageBanner
            message={{ message: requestFailureText(options.error, OPTIONS_FAILED), messageType: 'error' }}
          />
          <Button variant="outlined" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : !shown ? (
        <RotatingLoading label="Loading purchase options" texts={OPTIONS_LOADING_TEXTS} />
      ) : shown.options.length === 0 ? (
        <MessageBanner
          message={{ message: 'No purchase option fits this payment. Try a larger payment.', messageType: 'warning' }}
        />
      ) : (
        <CardGrid label="Purchase options" columns={{ xs: 1, md: 2, lg: 3 }}>
          {shown.options.map((option) => (
            <li key={option.optionId}>
              <PurchaseOptionCard
                option={option}
                resultsPath={resultsPath(shown.payment, option.optionId)}
                onChoose={choose}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
