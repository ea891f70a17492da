import { Navigate } from 'react-router';

/** The wizard starts at its first step. */
export default function NewCampaignStartRoute() {
  return <Navigate replace to="/campaign/new/details" />;
}
