// @vitest-environment node
/** The demo accounts the sandbox's home page names (domain/home.ts): exactly the sandbox's seeded accounts, each on
 *  the banner it signs in on (sign-in looks an email up on the shopper's banner only). The page's rendering of them
 *  is tested in tests/ui/home-banners.test.tsx. */
import { describe, expect, it } from 'vitest';
import { SANDBOX_DEMO_ACCOUNTS } from '../../domain/home';
import { CUSTOMER_FIXTURES } from '../../server/db/fixtures/customers';
import { LOCKOUT_CUSTOMER } from '../../server/db/fixtures/rx-identity';
import { RX_PROFILE_ACCOUNT_FIXTURES } from '../../server/db/fixtures/rx-profile';
import { SIGN_IN_ACCOUNT_FIXTURES } from '../../server/db/fixtures/signin';

describe('the demo accounts the home page names', () => {
  it('are the sandbox seed, each on its own banner', () => {
    const seeded = [
      ...CUSTOMER_FIXTURES,
      ...SIGN_IN_ACCOUNT_FIXTURES,
      ...RX_PROFILE_ACCOUNT_FIXTURES,
      LOCKOUT_CUSTOMER,
    ].map((a) => `${a.banner} ${a.email}`);
    const named = SANDBOX_DEMO_ACCOUNTS.flatMap((g) => g.emails.map((e) => `${g.banner} ${e}`));
    expect([...named].sort()).toEqual([...seeded].sort());
  });

  it('the shopper of every walk-through signs in on FreshWay Market', () => {
    expect(SANDBOX_DEMO_ACCOUNTS.find((g) => g.emails.includes('shopper@example.com'))?.banner).toBe(
      'freshway',
    );
  });
});
