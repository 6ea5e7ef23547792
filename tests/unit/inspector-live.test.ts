// @vitest-environment node
/** Live mode's store: actors, their state trail, the event log and which actor a diagram highlights. */
import { describe, expect, it } from 'vitest';
import type { InspectorMessage } from '../../src/inspection';
import {
  actorLabel,
  emptyLive,
  liveActorFor,
  MAX_LOG,
  reduceLive,
  valueText,
} from '../../src/inspector/live';
import { matches } from '../../src/inspector/InspectorApp';
import { findMachine } from '../../machines/registry';

const feed = (messages: InspectorMessage[]) => messages.reduce(reduceLive, emptyLive);

describe('live store', () => {
  const messages: InspectorMessage[] = [
    { kind: 'actor', tab: 't', time: 1, actorId: 'x:0', logicId: 'session', isMachine: true, parentId: null },
    {
      kind: 'snapshot',
      tab: 't',
      time: 2,
      actorId: 'x:0',
      value: 'checking',
      status: 'active',
      context: {},
      eventType: 'xstate.init',
    },
    {
      kind: 'actor',
      tab: 't',
      time: 3,
      actorId: 'x:1',
      logicId: 'fetchSession',
      isMachine: false,
      parentId: 'x:0',
    },
    {
      kind: 'event',
      tab: 't',
      time: 4,
      actorId: 'x:0',
      sourceId: null,
      event: { type: 'session.signIn', credentials: { email: '[redacted]', password: '[redacted]' } },
    },
    {
      kind: 'snapshot',
      tab: 't',
      time: 5,
      actorId: 'x:0',
      value: 'signingIn',
      status: 'active',
      context: {},
      eventType: 'session.signIn',
    },
    {
      kind: 'event',
      tab: 't',
      time: 6,
      actorId: 'x:0',
      sourceId: 'x:1',
      event: { type: 'xstate.done.actor.signIn' },
    },
    {
      kind: 'snapshot',
      tab: 't',
      time: 7,
      actorId: 'x:0',
      value: 'signingIn',
      status: 'active',
      context: {},
      eventType: 'x',
    },
  ];

  it('lists actors with the states they went through and logs events with their payloads', () => {
    const live = feed(messages);
    expect(live.actors.map((a) => [a.key, a.logicId, a.isMachine, a.parentKey])).toEqual([
      ['t/x:0', 'session', true, null],
      ['t/x:1', 'fetchSession', false, 't/x:0'],
    ]);
    expect(live.actors[0]!.trail).toEqual(['checking', 'signingIn']);
    expect(live.log.map((e) => [e.type, e.sourceKey, e.payload])).toEqual([
      ['session.signIn', null, '{"credentials":{"email":"[redacted]","password":"[redacted]"}}'],
      ['xstate.done.actor.signIn', 't/x:1', ''],
    ]);
    expect(actorLabel(live.actors[0], 't/x:0')).toBe('session x:0');
    expect(actorLabel(undefined, null)).toBe('outside');
  });

  it('highlights the selected actor of the machine, else the latest one', () => {
    const live = feed([
      ...messages,
      {
        kind: 'actor',
        tab: 'u',
        time: 8,
        actorId: 'x:0',
        logicId: 'session',
        isMachine: true,
        parentId: null,
      },
      {
        kind: 'snapshot',
        tab: 'u',
        time: 9,
        actorId: 'x:0',
        value: 'anonymous',
        status: 'active',
        context: {},
        eventType: 'x',
      },
    ]);
    expect(liveActorFor(live, 'session', null)?.key).toBe('u/x:0');
    expect(liveActorFor(live, 'session', 't/x:0')?.value).toBe('signingIn');
    expect(liveActorFor(live, 'profile', null)).toBeUndefined();
  });

  it('keeps the last MAX_LOG events', () => {
    const many = Array.from(
      { length: MAX_LOG + 20 },
      (_, i): InspectorMessage => ({
        kind: 'event',
        tab: 't',
        time: i,
        actorId: 'x:0',
        sourceId: null,
        event: { type: `e${i}` },
      }),
    );
    const live = feed(many);
    expect(live.log).toHaveLength(MAX_LOG);
    expect(live.log[0]!.type).toBe('e20');
  });

  it('prints nested and parallel values', () => {
    expect(valueText({ ready: 'collapsed' })).toBe('ready.collapsed');
    expect(valueText({ a: 'x', b: { c: 'y' } })).toBe('a.x + b.c.y');
  });

  it('catalogue search matches id, title and spec section', () => {
    const profile = findMachine('profile')!;
    expect(matches(profile, 'PROF')).toBe(true);
    expect(matches(profile, 'customer')).toBe(true);
    expect(matches(profile, '§3')).toBe(true);
    expect(matches(profile, 'wallet')).toBe(false);
    expect(matches(profile, '  ')).toBe(true);
  });
});
