import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isPartnerRole, type PartnerRole, type TeamUser } from '@roost/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { usePartners } from '../api/get-partners';
import { useTeamUser } from '../api/get-team-user';
import { AddPartnerMenu } from '../components/add-partner-menu';
import { DeleteTeamUserDialog } from '../components/delete-team-user-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { BACK_TO_ORGANIZATIONS } from '../components/page-failures';
import { PageHeader } from '../components/page-header';
import { PartnerFormDialog, type PartnerDialogState } from '../components/partner-form-dialog';
import { PartnerTable } from '../components/partner-table';
import { phoneText } from '../components/phone-text';
import { partnerKinds, roleLabel } from '../components/team-roles';

/**
 * /profile/loanofficer/:id (spec 2.8; id is the team-user id): the loan officer's assistants,
 * realtor partners (the tab shown first) and solar partners, added from the Add menu.
 */
export function LoanOfficerPage() {
  const { id = '' } = useParams();
  const loanOfficer = useTeamUser(id);
  const [tab, setTab] = useState<PartnerRole>('realtor');
  const [dialog, setDialog] = useState<PartnerDialogState>(null);
  const [deleting, setDeleting] = useState<TeamUser | null>(null);

  if (loanOfficer.isError) {
    return (
      <LoadFailure
        back={BACK_TO_ORGANIZATIONS}
        error={loanOfficer.error}
        what="loan officer"
        onRetry={() => void loanOfficer.refetch()}
      />
    );
  }
  if (!loanOfficer.data) return <LinearProgress aria-label="Loading the loan officer" />;
  const person = loanOfficer.data;
  const contact = [person.email, phoneText(person.phone)].filter(Boolean).join(' · ');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={person.name}
        subtitle={`${roleLabel(person.role)}, ${person.teamName}${contact ? ` · ${contact}` : ''}`}
        actions={<AddPartnerMenu onChoose={(role) => setDialog({ role })} />}
      />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: PartnerRole) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Partners"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {partnerKinds.map((kind) => (
            <Tab
              key={kind.role}
              value={kind.role}
              label={kind.tab}
              id={`partners-tab-${kind.role}`}
              aria-controls={`partners-panel-${kind.role}`}
              sx={{ textTransform: 'none' }}
            />
          ))}
        </Tabs>
        <PartnerPanel
          loanOfficerId={person.id}
          role={tab}
          onEdit={(partner) => setDialog({ role: tab, partner })}
          onDelete={setDeleting}
        />
      </Paper>
      <PartnerFormDialog
        loanOfficerId={person.id}
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={(partner) => {
          setDialog(null);
          if (isPartnerRole(partner.role)) setTab(partner.role);
        }}
      />
      <DeleteTeamUserDialog teamUser={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

interface PartnerPanelProps {
  loanOfficerId: string;
  role: PartnerRole;
  onEdit: (partner: TeamUser) => void;
  onDelete: (partner: TeamUser) => void;
}

function PartnerPanel({ loanOfficerId, role, onEdit, onDelete }: PartnerPanelProps) {
  const { data, isError, error } = usePartners(loanOfficerId);
  const kind = partnerKinds.find((candidate) => candidate.role === role)!;
  const partners = data?.filter((partner) => partner.role === role) ?? [];
  return (
    <Stack
      spacing={2}
      role="tabpanel"
      id={`partners-panel-${role}`}
      aria-labelledby={`partners-tab-${role}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {isError && (
        <MessageBanner
          message={{
            message:
              error instanceof ApiRequestError && error.status === 403
                ? "You do not have access to this loan officer's partners."
                : `The partners could not be loaded: ${error.message}`,
            messageType: 'error',
          }}
        />
      )}
      {!data && !isError && <LinearProgress aria-label="Loading the partners" />}
      {data && partners.length === 0 && <Typography>{kind.empty}</Typography>}
      {partners.length > 0 && (
        <PartnerTable
          partners={partners}
          label={kind.tab}
          withZipCodes={role === 'realtor'}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </Stack>
  );
}
