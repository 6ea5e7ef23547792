// @vitest-environment node
/**
 * The README's sign-in walk-through, step 3: the demo accounts exist only on the main banner `freshway`; another
 * banner (the fuel banner) answers their right password exactly as it answers an unknown email (401, which the
 * sign-in page shows as its generic message), and the main banner signs them in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { Browser, openTestServer, type TestServer } from './support';

let server: TestServer;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config: server.config });
});
afterAll(async () => {
  await server.db.close();
});

const signIn = (email: string, password: string, banner?: string) =>
  new Browser(app).post(
    IDENTITY_PATHS.signIn,
    { email, password, rememberMe: false },
    banner ? { 'X-Banner': banner } : {},
  );
const errorOf = async (r: Response) => z.parse(errorBodySchema, await r.json()).error;

describe('the demo accounts live on freshway only', () => {
  it('the fuel banner refuses shopper@example.com with its right password like an unknown email', async () => {
    const demo = await signIn('shopper@example.com', 'Shopper123', 'freshway-fuel');
    const unknown = await signIn('nobody-here@example.com', 'Shopper123', 'freshway-fuel');
    expect(demo.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await errorOf(demo)).toEqual(await errorOf(unknown));
  });

  it('freshway (named, or the default banner) signs it in', async () => {
    expect((await signIn('shopper@example.com', 'Shopper123', 'freshway')).status).toBe(200);
    expect((await signIn('shopper@example.com', 'Shopper123')).status).toBe(200);
  });

  it('meadow@example.com signs in on meadowlark only', async () => {
    expect((await signIn('meadow@example.com', 'Meadow123', 'freshway')).status).toBe(401);
    expect((await signIn('meadow@example.com', 'Meadow123', 'meadowlark')).status).toBe(200);
  });
});
