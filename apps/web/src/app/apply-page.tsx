import { ApplicationForm } from '@/features/applications/application-form';
import ApplyScreen from '@/features/referral-content/apply-screen';

/** /apply: the centre's guide to applying (referral content), then the application form (docs/architecture.md#applications-and-accounts). */
export default function ApplyPage() {
  return <ApplyScreen form={<ApplicationForm />} />;
}
