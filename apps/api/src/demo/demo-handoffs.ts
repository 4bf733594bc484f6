import { ROLES } from '@tc/contract/roles';
import type { Db } from '../db/connection';
import { insertUser } from '../db/users-repository';

/**
 * Hand-offs in the demo (docs/decisions/028-hand-offs.md): two demo clients came through the /apply form
 * (their profile shows an Intake section, linked to the enrolled application), and Amrit has a client
 * enrolled this week with no plan or session yet, whom his dashboard flags as new. A few applications
 * wait in the queue: two new, one called back, one declined.
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

/** Applications still in the queue (docs/architecture.md#applications-and-accounts): waiting, called back, or declined. */
const QUEUE: {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  business_name: string | null;
  business_type: string;
  region: string;
  city: string;
  licensed: string;
  spaces: number | null;
  needs: string[];
  message: string | null;
  status: 'new' | 'contacted' | 'declined';
  admin_note: string | null;
  daysAgo: number;
}[] = [
  {
    firstname: 'Chloe',
    lastname: 'Arsenault',
    email: 'chloe.arsenault@example.ca',
    phone: '780-555-0454',
    business_name: null,
    business_type: 'family_day_home',
    region: 'Edmonton',
    city: 'Spruce Grove',
    licensed: 'no',
    spaces: 4,
    needs: ['business_plan', 'licensing', 'finances'],
    message: 'I have looked after my neighbours’ children for a year and want to do it properly, with a licence.',
    status: 'new',
    admin_note: null,
    daysAgo: 1,
  },
  {
    firstname: 'Harpreet',
    lastname: 'Gill',
    email: 'harpreet@brightstartpreschool.example.ca',
    phone: '403-555-0475',
    business_name: 'Bright Start Preschool',
    business_type: 'preschool',
    region: 'Calgary',
    city: 'Chestermere',
    licensed: 'yes',
    spaces: 24,
    needs: ['staffing', 'marketing'],
    message: 'Our morning class is full but the afternoon one is half empty. We also lose staff every spring.',
    status: 'new',
    admin_note: null,
    daysAgo: 4,
  },
  {
    firstname: 'Dana',
    lastname: 'Running Rabbit',
    email: 'dana.rr@example.ca',
    phone: '403-555-0496',
    business_name: 'Little Feathers Day Home',
    business_type: 'family_day_home',
    region: 'South Alberta',
    city: 'Brooks',
    licensed: 'in_progress',
    spaces: 6,
    needs: ['licensing', 'funding'],
    message: 'The agency visit is booked. I would like help with the start-up grant.',
    status: 'contacted',
    admin_note: 'Left a voicemail; she called back and wants a call after the agency visit next week.',
    daysAgo: 12,
  },
  {
    firstname: 'Trevor',
    lastname: 'Klassen',
    email: 'trevor.klassen@example.ca',
    phone: '587-555-0517',
    business_name: 'Klassen Kids Camp',
    business_type: 'other',
    region: 'Central Alberta',
    city: 'Lacombe',
    licensed: 'no',
    spaces: null,
    needs: ['marketing'],
    message: 'A summer day camp for school-age children, eight weeks a year.',
    status: 'declined',
    admin_note: 'A seasonal camp is outside the program; referred to the recreation association.',
    daysAgo: 45,
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

  for (const { daysAgo, needs, ...a } of QUEUE) {
    await trx
      .insertInto('applications')
      .values({
        ...a,
        needs: JSON.stringify(needs),
        user_id: null,
        source: 'form',
        created_at: agoIso(daysAgo),
        updated_at: agoIso(a.status === 'new' ? daysAgo : daysAgo - 1),
      })
      .execute();
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
