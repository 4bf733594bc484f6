import { ComingSoon } from '../../components/coming-soon';

export default function ReferralContentAdminScreen() {
  return (
    <ComingSoon title="Referral content">
      Edit the information shown to agencies and partners who refer childcare businesses to the centre.
    </ComingSoon>
  );
}
