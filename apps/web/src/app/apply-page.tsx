import { ApplicationForm } from '@/features/applications/application-form';
import ApplyScreen from '@/features/referral-content/apply-screen';

/** /apply: the centre's guide to applying (referral content), then the application form (DESIGN section 5c). */
export default function ApplyPage() {
  return <ApplyScreen form={<ApplicationForm />} />;
}
