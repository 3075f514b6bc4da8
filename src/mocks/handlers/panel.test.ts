import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRequestContractViolations } from '@/testing/contract-check';
import { api } from '../api-url';
import { defaultCountersignDelayMs, panelRecord, setCountersignDelay } from '../db/panel';
import { resetDemoDb } from '../db/table';

const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

async function call(method: string, path: string, body?: unknown, userId = '1001') {
  const response = await fetch(new URL(api(path), base).toString(), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer demo.${userId}.test` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

type Doc = { id: string; number: string; state: string };
type Archived = { number: string; state: string };

afterEach(() => {
  vi.useRealTimers();
});

describe('arrival time', () => {
  it('refuses a day before today in Warsaw, in the language asked, and keeps the declared one', async () => {
    resetDemoDb();
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString();
    const refused = await call('PUT', '/app/panel/arrival-time', { arrivalTime: yesterday });
    expect(refused).toEqual({
      status: 422,
      body: {
        errors: [
          {
            msg: 'The date of arrival is in the past. Enter today’s date or a later one.',
            param: 'arrivalTime',
          },
        ],
      },
    });
    expect((await call('GET', '/app/panel/arrival-time')).body).toEqual({ arrivalTime: null });
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString();
    expect(await call('PUT', '/app/panel/arrival-time', { arrivalTime: tomorrow })).toEqual({
      status: 200,
      body: { arrivalTime: tomorrow },
    });
  });
});

describe('demo documents: the office countersigns later', () => {
  it('declaration: to sign -> sent -> concluded 20 s later on the next read, then archived', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 1, 3, 10));
    const declaration = (await call('GET', '/app/panel/documents')).body as Doc[];
    const target = declaration.find((item) => item.number.endsWith('/00153')) as Doc;
    expect(target.state).toBe('toSign');

    const signed = await call('POST', `/app/panel/documents/${target.id}/sign`);
    expect(signed).toMatchObject({ status: 200, body: { id: target.id, state: 'sent' } });
    expect((await call('POST', `/app/panel/documents/${target.id}/sign`)).status).toBe(409);

    vi.setSystemTime(Date.now() + defaultCountersignDelayMs - 1000);
    const early = (await call('GET', '/app/panel/documents')).body as Doc[];
    expect(early.find((item) => item.id === target.id)?.state).toBe('sent');
    const archiveBefore = (await call('GET', '/app/panel/applications')).body as Archived[];
    expect(archiveBefore.map((item) => item.number)).not.toContain(target.number);

    vi.setSystemTime(Date.now() + 1000);
    const later = (await call('GET', '/app/panel/documents')).body as Doc[];
    expect(later.find((item) => item.id === target.id)?.state).toBe('concluded');
    const archive = (await call('GET', '/app/panel/applications')).body as Archived[];
    expect(archive[0]).toMatchObject({ number: target.number, state: 'concluded' });
  });

  it('annex: to sign -> awaiting the head -> annexed, after a configurable delay', async () => {
    setCountersignDelay(5000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 7, 15, 10));
    const documents = (await call('GET', '/app/panel/documents')).body as Doc[];
    const annex = documents.find((item) => item.number.endsWith('/00021')) as Doc;
    expect((await call('POST', `/app/panel/documents/${annex.id}/sign`)).body).toMatchObject({
      state: 'awaitingHead',
    });
    vi.setSystemTime(Date.now() + 4999);
    const archive = (await call('GET', '/app/panel/applications')).body as Archived[];
    expect(archive.map((item) => item.number)).not.toContain(annex.number);
    vi.setSystemTime(Date.now() + 1);
    expect((await call('GET', '/app/panel/applications')).body).toContainEqual(
      expect.objectContaining({ number: annex.number, state: 'annexed', kind: 'annex' }),
    );
    const after = (await call('GET', '/app/panel/documents')).body as Doc[];
    expect(after.find((item) => item.id === annex.id)?.state).toBe('annexed');
  });

  it('leaves documents signed before the demo started as they are', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 3, 1));
    const first = (await call('GET', '/app/panel/documents')).body as Doc[];
    vi.setSystemTime(Date.now() + 24 * 3600_000);
    const day = (await call('GET', '/app/panel/documents')).body as Doc[];
    expect(day.map((item) => item.state)).toEqual(first.map((item) => item.state));
    expect(day.map((item) => item.state)).toContain('sent');
    expect(day.map((item) => item.state)).toContain('awaitingHead');
  });
});

describe('demo MAC registration', () => {
  const refused = (msg: string) => ({ status: 422, body: { errors: [{ msg, param: 'mac' }] } });

  it.each([
    [
      '00:00:00:00:00:00',
      'The all-zero MAC address cannot be registered. Enter the address of your wired network adapter.',
    ],
    [
      'ff:ff:ff:ff:ff:ff',
      'The broadcast MAC address cannot be registered. Enter the address of your wired network adapter.',
    ],
    [
      '01:00:5e:00:00:01',
      'A group (multicast) MAC address cannot be registered. Enter the address of your wired network adapter.',
    ],
    [
      '33:33:00:00:00:01',
      'A group (multicast) MAC address cannot be registered. Enter the address of your wired network adapter.',
    ],
    [
      '3C-52-82-1A-4F-91',
      'Enter the MAC address as 6 pairs of characters (digits 0–9 and letters a–f), for example 3c:52:82:1a:4f:90.',
    ],
    [
      '3c:52:82:1a:4f',
      'Enter the MAC address as 6 pairs of characters (digits 0–9 and letters a–f), for example 3c:52:82:1a:4f:90.',
    ],
  ])('refuses %s like a real server', async (mac, msg) => {
    expect(
      await call('POST', '/app/panel/network/mac', { mac, regulationsAccepted: true }),
    ).toEqual(refused(msg));
    expect(panelRecord('1001').allocation.pendingMac).toBeNull();
  });

  it('accepts a device address (also a private one) and keeps it pending', async () => {
    const sent = await call('POST', '/app/panel/network/mac', {
      mac: 'da:a1:19:00:00:01',
      regulationsAccepted: true,
    });
    expect(sent).toMatchObject({ status: 202, body: { pendingMac: { mac: 'da:a1:19:00:00:01' } } });
  });

  it('requires the regulations first', async () => {
    expectRequestContractViolations();
    expect(
      await call('POST', '/app/panel/network/mac', { mac: '3c:52:82:1a:4f:91' }),
    ).toMatchObject({ status: 422, body: { errors: [{ param: 'regulationsAccepted' }] } });
  });
});
