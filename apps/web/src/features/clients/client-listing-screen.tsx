import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { useSelector } from 'react-redux';
import { ComingSoon } from '../../components/coming-soon';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

export default function ClientListingScreen() {
  const user = useSelector(selectUser);
  const isClient = user?.category_id === ROLES.CLIENT;
  return (
    <>
      <Typography variant="h5" component="p" sx={{ mb: 3 }}>
        Welcome, {user?.firstname}.
      </Typography>
      <ComingSoon title={isClient ? 'My business' : 'Clients'}>
        {isClient
          ? 'Your business profile, your coach and your latest action plans will appear here.'
          : 'The childcare businesses you support, with their region, coach, status and contact details, searchable and sorted by name. You will open a client’s action plans, time diary and report from here.'}
      </ComingSoon>
    </>
  );
}
