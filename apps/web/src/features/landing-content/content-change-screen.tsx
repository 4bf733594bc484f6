import { ComingSoon } from '../../components/coming-soon';

export default function ContentChangeScreen() {
  return (
    <ComingSoon title="Site content">
      Edit the text sections of the public home page, such as the welcome, who we help and the call to apply.
    </ComingSoon>
  );
}
