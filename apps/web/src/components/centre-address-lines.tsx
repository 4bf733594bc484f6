import Link from '@mui/material/Link';
import { centre, telHref } from '../settings';

/** The centre's street, city, phone, fax and email (product specification section 1), for whichever <address> holds them. */
export function CentreAddressLines() {
  return (
    <>
      {centre.street}
      <br />
      {centre.city}, {centre.province} {centre.postalCode}
      <br />
      Phone: <Link href={telHref(centre.phone)}>{centre.phone}</Link>
      <br />
      Fax: {centre.fax}
      <br />
      Email: <Link href={`mailto:${centre.email}`}>{centre.email}</Link>
    </>
  );
}
