// @vitest-environment jsdom
/** The session a server-rendered page carries (src/boot.ts): read once, checked, and the session chart starts from it. */
import { describe, expect, it } from 'vitest';
import { createServices } from '../../src/app';
import { bootDataTag, parseBootSession, takeBootSession } from '../../src/boot';
import { BANNERS } from '../../domain/banners/registry';
import type { ClientConfig } from '../../src/config';

const ANONYMOUS = {
  authLevel: 'anonymous',
  knownMachine: false,
  rememberedSessionLapsed: false,
  userInfo: null,
};
const SIGNED_IN = {
  authLevel: 'authenticated',
  knownMachine: true,
  rememberedSessionLapsed: false,
  userInfo: { userId: 'u-1', emailVerified: true, banner: 'freshway', authorities: ['SHOPPER'] },
};
const config: ClientConfig = { environment: 'prod', sandbox: false, baseUrls: {} };

describe('boot data of a server-rendered page', () => {
  it('accepts a session answer and nothing else', () => {
    expect(parseBootSession(JSON.stringify({ session: SIGNED_IN }))).toEqual(SIGNED_IN);
    expect(parseBootSession(JSON.stringify({ session: ANONYMOUS }))).toEqual(ANONYMOUS);
    expect(parseBootSession(null)).toBeNull();
    expect(parseBootSession('{not json')).toBeNull();
    expect(parseBootSession(JSON.stringify({ session: { ...ANONYMOUS, authLevel: 'admin' } }))).toBeNull();
    expect(parseBootSession(JSON.stringify({ session: { ...ANONYMOUS, knownMachine: 'yes' } }))).toBeNull();
    expect(
      parseBootSession(
        JSON.stringify({ session: { ...SIGNED_IN, userInfo: { ...SIGNED_IN.userInfo, authorities: [1] } } }),
      ),
    ).toBeNull();
  });

  it('writes JSON that cannot end its script element, and is read once', () => {
    const tag = bootDataTag({
      session: { ...SIGNED_IN, userInfo: { ...SIGNED_IN.userInfo, userId: '</script><b>' } },
    } as never);
    expect(tag).not.toContain('</script><b>');
    document.body.innerHTML = tag;
    expect(takeBootSession(document)?.userInfo?.userId).toBe('</script><b>');
    expect(takeBootSession(document)).toBeNull();
  });

  it('starts the session chart from the answer, without asking the server', () => {
    const banner = BANNERS[0]!;
    const signedIn = createServices(config, banner, undefined, { live: false, session: SIGNED_IN as never });
    expect(signedIn.session.getSnapshot().value).toBe('authenticated');
    expect(signedIn.session.getSnapshot().hasTag('signedIn')).toBe(true);
    const anonymous = createServices(config, banner, undefined, { live: false, session: ANONYMOUS as never });
    expect(anonymous.session.getSnapshot().value).toBe('anonymous');
    // Without an answer the chart starts by asking (checking).
    expect(createServices(config, banner, undefined, { live: false }).session.getSnapshot().value).toBe(
      'checking',
    );
  });
});
