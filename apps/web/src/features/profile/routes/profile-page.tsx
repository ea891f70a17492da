import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user';
import { useUser } from '../api/get-user';
import { MyAddresses } from '../components/my-addresses';
import { PersonalInfoForm } from '../components/personal-info-form';
import { ProfileSection } from '../components/profile-section';
import { ProfileTabs } from '../components/profile-tabs';

/**
 * /profile (private): the side tabs the person's roles allow, and their personal info. `builtPaths`
 * are the mounted routes, so a tab appears once its page is registered.
 */
export function ProfilePage({ builtPaths }: { builtPaths: readonly string[] }) {
  const { data: sessionUser } = useCurrentUser();
  if (!sessionUser) return <LinearProgress aria-label="Loading profile" />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Profile
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 4 } }}>
        <ProfileTabs userRoles={sessionUser.roles} builtPaths={builtPaths} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
          <PersonalInfo id={sessionUser.id} />
          <MyAddresses userId={sessionUser.id} />
        </Box>
      </Box>
    </Container>
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
