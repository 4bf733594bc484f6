import { ROLES } from '@tc/contract/roles';
import type { Db } from '../db/connection';
import { insertUser } from '../db/users-repository';

/**
 * Hand-offs in the demo (docs/decisions/028-hand-offs.md): two demo clients came through the /apply form
 * (their profile shows an Intake section, linked to the enrolled application), and Amrit has a client
 * enrolled this week with no plan or session yet, whom his dashboard flags as new.
 */

interface DemoIntake {
  username: string;
  business_type: string;
  licensed: string;
  spaces: number;
  needs: string[];
  message: string;
  daysAgo: number;
}

const INTAKES: DemoIntake[] = [
  {
    username: 'client.parkland',
    business_type: 'family_day_home',
    licensed: 'yes',
    spaces: 6,
    needs: ['finances', 'marketing'],
    message:
      'I have run my day home for two years with a licensed agency. My fees have not changed since I opened and I am not sure they cover my costs.',
    daysAgo: 200,
  },
  {
    username: 'client.wildrose',
    business_type: 'out_of_school',
    licensed: 'in_progress',
    spaces: 12,
    needs: ['licensing', 'policies', 'staffing'],
    message: 'We want to open an after-school program in the church hall in September. We need help with the licence and our first staff.',
    daysAgo: 160,
  },
];

/** The new client: enrolled from an application a few days ago and given to Amrit, nothing planned yet. */
const NEW_CLIENT = {
  username: 'client.juniper',
  firstname: 'Noor',
  lastname: 'Haddad',
  email: 'noor@juniperhill.example.ca',
  phone: '403-555-0362',
  business_name: 'Juniper Hill Day Home',
  address: '38 Lakeview Close',
  city: 'Sylvan Lake',
  postal_code: 'T4S 1R2',
  region: 'Central Alberta',
};

const agoIso = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Adds them inside the demo seed's transaction, after the demo clients and coaches. */
export async function seedDemoHandoffs(trx: Db, clientHash: string): Promise<void> {
  const ids = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username', 'in', [...INTAKES.map((i) => i.username), 'coach.amrit'])
        .execute()
    ).map((u) => [u.username, u.id]),
  );
  const application = async (
    person: {
      id: number;
      firstname: string;
      lastname: string;
      email: string;
      phone: string | null;
      business_name: string | null;
      city: string | null;
      region: string | null;
    },
    intake: Omit<DemoIntake, 'username'>,
  ) => {
    const at = agoIso(intake.daysAgo);
    await trx
      .insertInto('applications')
      .values({
        firstname: person.firstname,
        lastname: person.lastname,
        email: person.email,
        phone: person.phone,
        business_name: person.business_name,
        business_type: intake.business_type,
        region: person.region,
        city: person.city,
        licensed: intake.licensed,
        spaces: intake.spaces,
        needs: JSON.stringify(intake.needs),
        message: intake.message,
        status: 'enrolled',
        admin_note: 'Called back the next day; enrolled after the first conversation.',
        user_id: person.id,
        source: 'form',
        created_at: at,
        updated_at: agoIso(intake.daysAgo - 3),
      })
      .execute();
  };
  for (const { username, ...intake } of INTAKES) {
    const person = await trx
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname', 'email', 'phone', 'business_name', 'city', 'region'])
      .where('id', '=', ids.get(username)!)
      .executeTakeFirstOrThrow();
    await application(person, intake);
  }

  const client = await insertUser(trx, { ...NEW_CLIENT, password_hash: clientHash, category_id: ROLES.CLIENT });
  await application(client, {
    business_type: 'family_day_home',
    licensed: 'no',
    spaces: 4,
    needs: ['business_plan', 'licensing', 'funding'],
    message: 'I am a certified early childhood educator and want to open a day home in my house this spring.',
    daysAgo: 9,
  });
  const assigned = agoIso(2);
  await trx
    .insertInto('client_coach')
    .values({ client_id: client.id, coach_id: ids.get('coach.amrit')!, created_at: assigned, updated_at: assigned })
    .execute();
}
