import type { Database } from '../db/database.ts';
import { placeGeoFields } from '../domains/places/place-geo.ts';
import type { PlaceSurface } from '../../shared/places/schemas.ts';

interface DemoPlace {
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  sports: string[];
  surfaces: PlaceSurface[];
  description: string;
  creatorEmail: string;
}

const AUSTIN = 'organiser.austin@rally.test';
const DENVER = 'organiser.denver@rally.test';
const PORTLAND = 'organiser.portland@rally.test';

/** Real public venues, so that the demo map and the posters look like the app in use. */
export const DEMO_PLACES: DemoPlace[] = [
  {
    name: 'Zilker Park Courts',
    address: '2100 Barton Springs Rd',
    city: 'Austin, TX',
    lat: 30.2669,
    lng: -97.7729,
    sports: ['Pickleball', 'Tennis', 'Volleyball'],
    surfaces: ['Hard court', 'Sand'],
    description: 'Lit hard courts beside the great lawn, sand volleyball across the path. Parking fills up on weekends.',
    creatorEmail: AUSTIN,
  },
  {
    name: 'Butler Park Fields',
    address: '1000 Barton Springs Rd',
    city: 'Austin, TX',
    lat: 30.262,
    lng: -97.751,
    sports: ['Soccer', 'Ultimate Frisbee', 'Kickball'],
    surfaces: ['Grass'],
    description: 'Open grass fields by Lady Bird Lake. Bring cones; no lights after dark.',
    creatorEmail: AUSTIN,
  },
  {
    name: 'Austin Recreation Center Gym',
    address: '1301 Shoal Creek Blvd',
    city: 'Austin, TX',
    lat: 30.277,
    lng: -97.751,
    sports: ['Basketball', 'Volleyball', 'Badminton'],
    surfaces: ['Indoor wood'],
    description: 'Indoor gym with two full courts. Check the front desk for open-gym hours.',
    creatorEmail: AUSTIN,
  },
  {
    name: 'Washington Park Tennis Courts',
    address: '701 S Franklin St',
    city: 'Denver, CO',
    lat: 39.6998,
    lng: -104.9709,
    sports: ['Tennis', 'Pickleball'],
    surfaces: ['Hard court'],
    description: 'Ten courts near the boathouse, four lined for pickleball.',
    creatorEmail: DENVER,
  },
  {
    name: 'City Park Soccer Fields',
    address: '2001 Colorado Blvd',
    city: 'Denver, CO',
    lat: 39.7475,
    lng: -104.9505,
    sports: ['Soccer', 'Flag Football', 'Running'],
    surfaces: ['Grass', 'Turf'],
    description: 'Fields east of the lake; the running loop is about 3 miles.',
    creatorEmail: DENVER,
  },
  {
    name: 'Sloan Lake Sand Volleyball',
    address: '1700 N Sheridan Blvd',
    city: 'Denver, CO',
    lat: 39.749,
    lng: -105.044,
    sports: ['Volleyball'],
    surfaces: ['Sand'],
    description: 'Four sand courts on the north shore. Nets stay up all summer.',
    creatorEmail: DENVER,
  },
  {
    name: 'Laurelhurst Park Courts',
    address: 'SE César E. Chávez Blvd & Stark St',
    city: 'Portland, OR',
    lat: 45.5215,
    lng: -122.6253,
    sports: ['Tennis', 'Basketball', 'Pickleball'],
    surfaces: ['Hard court'],
    description: 'Courts on the park’s east side, under the trees: dry within an hour of rain.',
    creatorEmail: PORTLAND,
  },
  {
    name: 'Delta Park Fields',
    address: '10737 N Union Ct',
    city: 'Portland, OR',
    lat: 45.596,
    lng: -122.682,
    sports: ['Soccer', 'Softball', 'Ultimate Frisbee'],
    surfaces: ['Grass', 'Turf'],
    description: 'Large sports complex with turf fields and softball diamonds.',
    creatorEmail: PORTLAND,
  },
  {
    name: 'Mt Scott Community Center',
    address: '5530 SE 72nd Ave',
    city: 'Portland, OR',
    lat: 45.482,
    lng: -122.588,
    sports: ['Basketball', 'Swimming', 'Volleyball'],
    surfaces: ['Indoor wood', 'Water'],
    description: 'Indoor courts, a pool and a roller rink. Drop-in fees apply.',
    creatorEmail: PORTLAND,
  },
];

/** Demo places around Austin, Denver and Portland, added by each city's demo organiser. Safe to run again. */
export async function seedDemoPlaces(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const organisers = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', [AUSTIN, DENVER, PORTLAND]).execute();
    const existing = new Set(
      (
        await trx
          .selectFrom('places')
          .select('name')
          .where(
            'name',
            'in',
            DEMO_PLACES.map((p) => p.name),
          )
          .execute()
      ).map((p) => p.name),
    );
    const rows = DEMO_PLACES.filter((place) => !existing.has(place.name)).map(({ creatorEmail, ...place }) => ({
      ...place,
      ...placeGeoFields(place.lat, place.lng),
      creatorId: organisers.find((user) => user.email === creatorEmail)?.id ?? null,
    }));
    if (rows.length) await trx.insertInto('places').values(rows).execute();
  });
}
