import { ConsentEvidencePage } from '../../features/opt-outs/routes/consent-evidence-page';
import { ProfileShell } from '../layout/profile-shell';
import { builtPaths } from '../route-modules';

export default function ConsentEvidenceRoute() {
  return (
    <ProfileShell builtPaths={builtPaths()}>
      <ConsentEvidencePage />
    </ProfileShell>
  );
}
