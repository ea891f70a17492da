import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user';
import { useUser } from '../api/get-user';
import { MyAddresses } from '../components/my-addresses';
import { PersonalInfoForm } from '../components/personal-info-form';
import { ProfileSection } from '../components/profile-section';
import { YourData } from '../components/your-data';

/** /profile (private): the person's personal info, saved addresses and their data, inside the profile shell. */
export function ProfilePage() {
  const { data: sessionUser } = useCurrentUser();
  if (!sessionUser) return <LinearProgress aria-label="Loading profile" />;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Profile
      </Typography>
      <PersonalInfo id={sessionUser.id} />
      <MyAddresses userId={sessionUser.id} />
      <YourData userId={sessionUser.id} />
    </Stack>
  );
}

function PersonalInfo({ id }: { id: string }) {
  const { data: user, isError } = useUser(id);
  return (
    <ProfileSection
      title="Personal info"
      titleId="personal-info-title"
      loadingWhat="personal info"
      loading={!user && !isError}
      failure={isError ? 'Your information could not be loaded. Please try again.' : undefined}
    >
      {user && <PersonalInfoForm user={user} />}
    </ProfileSection>
  );
}
