import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  designPayment,
  monthlyTaxesFromRecord,
  PAYMENT_DESIGN_DEFAULTS,
  PAYMENT_TERM_OPTIONS,
  PMMS_CREDIT,
  PMMS_SOURCE,
  roundToDollars,
  type LeadRequest,
  type PaymentDesign,
  type PaymentTerm,
  type PropertyRecord,
} from '@roost/domain';
import { useMemo, useState } from 'react';
import { AddressBar } from '../../../components/address-bar';
import { derived15YearText, rateAsOfText } from '../../../components/rate-as-of';
import { formatMoney, formatRate } from '../../../lib/format';
import {
  ARM_DISCOUNT_PERCENT,
  armRateIsIllustration,
  todayRateForTerm,
  useTodayRates,
  type TodayRates,
} from '../../../lib/today-rates';
import { useAddressFigures } from '../../../lib/use-address-figures';
import { CashControl } from './cash-control';
import { PaymentDonut } from './payment-donut';
import { RateControl } from './rate-control';
import { TermTiles } from './term-tiles';

/** Hands a lead to whoever composed this page (app/ wires in the leads feature). */
export type RequestLead = (lead: Omit<LeadRequest, 'name' | 'email' | 'phone'>) => void;

export const PAYMENT_DESIGN_TOOL = 'Payment Design Center';

interface PaymentDesignReportProps {
  record: PropertyRecord;
  requestLead: RequestLead;
  sending: boolean;
}

/** A loaded address: the rates, then the designer (they start at the current rate for the term). */
export function PaymentDesignReport(props: PaymentDesignReportProps) {
  const { data: rates, isError } = useTodayRates();
  return (
    <Stack spacing={3}>
      <AddressBar toolName={PAYMENT_DESIGN_TOOL} address={props.record.address} />
      {!rates && !isError ? (
        <LinearProgress aria-label="Loading the current rates" />
      ) : (
        <PaymentDesigner {...props} rates={rates ?? null} />
      )}
    </Stack>
  );
}

function PaymentDesigner({
  record,
  requestLead,
  sending,
  rates,
}: PaymentDesignReportProps & { rates: TodayRates | null }) {
  // The whole-dollar value, balance and cash available every page shows for this home.
  const { value, balance, cashAvailable: maxCash } = useAddressFigures(record).figures;
  const [cash, setCash] = useState(0);
  const [term, setTerm] = useState<PaymentTerm>(PAYMENT_DESIGN_DEFAULTS.term);
  // Null until the person moves the slider: the rate follows the current rate for the chosen term.
  const [chosenRate, setChosenRate] = useState<number | null>(null);
  const rate = chosenRate ?? (rates ? todayRateForTerm(rates, term) : PAYMENT_DESIGN_DEFAULTS.ratePercent);
  const monthlyTaxes = monthlyTaxesFromRecord(record.taxAmount);

  const design = useMemo(
    () => designPayment({ loanBalance: balance, cashOut: cash, maxCash, ratePercent: rate, term, monthlyTaxes }),
    [balance, cash, maxCash, rate, term, monthlyTaxes],
  );

  const chooseTerm = (next: PaymentTerm) => {
    setTerm(next);
    setChosenRate(null);
  };

  const saveScenario = () =>
    requestLead({
      type: 'paymentDesign',
      addressId: record.id,
      address: record.address,
      estimatedValue: roundToDollars(value),
      loanBalance: roundToDollars(balance),
      message: scenarioMessage(term, rate, design),
    });

  return (
    <>
      {!rates && (
        <Alert severity="warning" role="status">
          {`The current rates could not be loaded, so the rate starts at ${formatRate(PAYMENT_DESIGN_DEFAULTS.ratePercent)}.`}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" component="section" aria-labelledby="payment-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="payment-title" variant="h6" component="h2">
              Your monthly payment
            </Typography>
            <Typography
              variant="h3"
              component="output"
              aria-label="Monthly payment"
              sx={{ display: 'block', fontWeight: 700, my: 1 }}
            >
              {formatMoney(design.total)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Principal and interest {formatMoney(design.principalAndInterest)} on {formatMoney(design.loanAmount)},
              taxes {formatMoney(design.taxes)}, insurance {formatMoney(design.insurance)} (first month).
            </Typography>
            <PaymentDonut design={design} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" component="section" aria-label="Design your payment" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={3}>
              <CashControl cash={design.cash.applied} maxCash={maxCash} onChange={setCash} />
              <div>
                <TermTiles term={term} onChange={chooseTerm} />
                {term === 'arm5' && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {rates && !armRateIsIllustration(rates)
                      ? 'The 5-year ARM rate is from our rate sheet, fixed for 5 years and then adjusting.'
                      : `An illustration: the survey has no 5-year ARM rate, so the rate starts ${ARM_DISCOUNT_PERCENT} point below the 30-year average, fixed for 5 years and then adjusting.`}
                  </Typography>
                )}
              </div>
              <RateControl rate={rate} onChange={setChosenRate} />
              <Button variant="contained" size="large" onClick={saveScenario} disabled={sending}>
                Save This Scenario
              </Button>
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      <RateDisclaimer rates={rates} />
    </>
  );
}

/** Where the starting rates are from and their date ("today's" only while current), and what the figures assume. */
function RateDisclaimer({ rates }: { rates: TodayRates | null }) {
  const fromSurvey = rates?.source === PMMS_SOURCE;
  const derived = rates && derived15YearText(rates);
  const what = !rates
    ? 'The starting rate is an example'
    : fromSurvey
      ? 'They are market averages'
      : 'They are our rates';
  return (
    <Typography variant="body2" color="text.secondary">
      {rates
        ? `${rateAsOfText(rates, { plural: true })}, where the designer starts: 30-year ${formatRate(rates.rate30.ratePercent)}, 15-year ${formatRate(rates.rate15.ratePercent)}${rates.rateArm ? `, 5-year ARM ${formatRate(rates.rateArm.ratePercent)}` : ''}. `
        : ''}
      {derived ? `${derived} ` : ''}
      {what}, not an offer of credit: your rate depends on your credit, your loan and your home. Taxes are the yearly
      tax on record divided by 12; insurance is an assumed {formatMoney(PAYMENT_DESIGN_DEFAULTS.monthlyInsurance)} a
      month.{fromSurvey ? ` ${PMMS_CREDIT}` : ''}
    </Typography>
  );
}

/** What the expert reads in the lead: the scenario as the person saw it. */
export function scenarioMessage(term: PaymentTerm, rate: number, design: PaymentDesign): string {
  const label = PAYMENT_TERM_OPTIONS.find((option) => option.term === term)?.label ?? String(term);
  return [
    `Payment Design Center scenario: ${label} at ${formatRate(rate)}`,
    `cash out ${formatMoney(design.cash.applied)}`,
    `loan amount ${formatMoney(design.loanAmount)}`,
    `monthly payment ${formatMoney(design.total)} (principal and interest ${formatMoney(design.principalAndInterest)}, taxes ${formatMoney(design.taxes)}, insurance ${formatMoney(design.insurance)}).`,
  ].join(', ');
}
