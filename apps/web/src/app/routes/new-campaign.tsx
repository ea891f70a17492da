import { useLocation } from 'react-router';
import { NewCampaignPage } from '../../features/campaigns/routes/new-campaign-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

const steps = ['details', 'template', 'timeline', 'billing'] as const;
type Step = (typeof steps)[number];

/** Each step of the new-campaign wizard is a path of its own (/campaign/new/<step>); the step is its last part. */
export default function NewCampaignRoute() {
  const last = useLocation().pathname.split('/').pop();
  const step: Step = steps.find((name) => name === last) ?? 'details';
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <NewCampaignPage step={step} />
    </ProfileShell>
  );
}
