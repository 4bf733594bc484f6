import { ComingSoon } from '../../components/coming-soon';

export default function MemberResourcesScreen() {
  return (
    <ComingSoon title="Resources">
      The forms, templates and guides the centre shares with its members: budgeting workbooks, policy templates, licensing checklists and
      more, ready to download.
    </ComingSoon>
  );
}
