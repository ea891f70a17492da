import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { wizardStepLabels, wizardSteps, type WizardStep } from './wizard-steps';

/** Details › Template › Timeline › Billing, the current one marked (aria-current="step"). */
export function WizardBreadcrumbs({ current }: { current: WizardStep }) {
  const currentIndex = wizardSteps.indexOf(current);
  return (
    <Box component="nav" aria-label="New campaign steps">
      <Breadcrumbs separator="›" sx={{ '& ol': { flexWrap: 'wrap' } }}>
        {wizardSteps.map((step, index) => (
          <Typography
            key={step}
            aria-current={step === current ? 'step' : undefined}
            sx={{
              fontWeight: step === current ? 700 : 400,
              color: step === current ? 'primary.main' : index < currentIndex ? 'text.primary' : 'text.secondary',
              borderBottom: step === current ? 2 : 0,
              borderColor: 'primary.main',
            }}
          >
            {index + 1}. {wizardStepLabels[step]}
          </Typography>
        ))}
      </Breadcrumbs>
    </Box>
  );
}
