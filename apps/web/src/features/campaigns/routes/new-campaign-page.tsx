import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { useTextingAccess } from '../api/get-texting-access';
import { TextingAccessNotice } from '../components/texting-access-notice';
import { BillingStep } from '../components/wizard/billing-step';
import { TemplateStep } from '../components/wizard/template-step';
import { TimelineStep } from '../components/wizard/timeline-step';
import { WizardExit } from '../components/wizard/wizard-exit';
import { WizardBreadcrumbs } from '../components/wizard/wizard-breadcrumbs';
import { WizardFooter } from '../components/wizard/wizard-footer';
import {
  firstIncompleteBefore,
  stepPath,
  stepProblem,
  wizardSteps,
  type WizardStep,
} from '../components/wizard/wizard-steps';
import { readDraft, useCampaignDraft } from '../draft/campaign-draft';

const DetailsStep = lazy(() => import('../components/details/details-step').then((m) => ({ default: m.DetailsStep })));

/**
 * /campaign/new/{details|template|timeline|billing} (spec 2.11). The draft lives in session storage;
 * opening a later step with an earlier one incomplete goes back to the first incomplete step, and a
 * submitted draft stays on Billing until 'Launch Campaign'.
 */
export function NewCampaignPage({ step }: { step: WizardStep }) {
  const access = useTextingAccess();
  if (access.isPending) return <LinearProgress aria-label="Checking texting access" />;
  // Without texting access the wizard would end in a refusal: say whom to ask instead. (Should the question
  // fail, the wizard shows; the server refuses the submit all the same.)
  if (access.data?.mayText === false) return <TextingAccessNotice heading="New Campaign" />;
  return (
    <WizardExit>
      <WizardStepPage step={step} />
    </WizardExit>
  );
}

function WizardStepPage({ step }: { step: WizardStep }) {
  const draft = useCampaignDraft();
  const navigate = useNavigate();
  const showMessage = useSnackbar();
  if (draft.submission?.state === 'submitted' && step !== 'billing') {
    return <Navigate replace to={stepPath('billing')} />;
  }
  const incomplete = firstIncompleteBefore(step, draft);
  if (incomplete) return <Navigate replace to={stepPath(incomplete)} />;

  const index = wizardSteps.indexOf(step);
  const previous = index > 0 ? stepPath(wizardSteps[index - 1] ?? 'details') : undefined;
  const next = () => {
    const problem = stepProblem(step, readDraft());
    if (problem) {
      showMessage({ message: problem, messageType: 'error' });
      return;
    }
    const following = wizardSteps[index + 1];
    if (following) void navigate(stepPath(following));
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        New Campaign
      </Typography>
      <WizardBreadcrumbs current={step} />
      {step === 'billing' ? (
        <BillingStep previous={previous ?? stepPath('timeline')} />
      ) : (
        <>
          {step === 'details' && (
            <Suspense fallback={<LinearProgress aria-label="Loading the details step" />}>
              <DetailsStep />
            </Suspense>
          )}
          {step === 'template' && <TemplateStep />}
          {step === 'timeline' && <TimelineStep />}
          <WizardFooter
            previous={previous}
            primary={
              <Button variant="contained" onClick={next}>
                Next
              </Button>
            }
          />
        </>
      )}
    </Stack>
  );
}
