import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { describeOnPostgres, startTestServer, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

const realLimits = { cooldownSeconds: 60, perPhonePerHour: 5, perIpPerHour: 20 };

/** SMS pumping and password guessing, fired in parallel: the limits hold on PostgreSQL. */
describeOnPostgres('sign-in limits under parallel requests', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { otp: realLimits });
  });
  afterAll(() => server.close());

  // every request of the suite comes from 127.0.0.1
  const sendSms = (phone: string) => server.call(api.sendSms, { phone });

  it('sends one code when 50 requests for one phone arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendSms('+60145550001')));
    const codes = answers.map((a) => a.body.code);
    expect(
      codes.filter((c) => c === 200),
      codes.join(','),
    ).toHaveLength(1);
    expect(codes.filter((c) => c === ResultCode.otpCooldown)).toHaveLength(49);
  });

  it('sends at most 20 codes an hour to one address, however many phones it asks for at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sendSms(`+6014556${String(i).padStart(4, '0')}`)),
    );
    const codes = answers.map((a) => a.body.code);
    // the first test already spent one code of this address
    expect(
      codes.filter((c) => c === 200),
      codes.join(','),
    ).toHaveLength(19);
    expect(codes.filter((c) => c === ResultCode.otpRateLimited)).toHaveLength(21);
  });

  it('sends at most 5 codes an hour to one phone when the cool-down is off and 30 ask at once', async () => {
    const noCooldown = await startTestServer(kind, { otp: { ...realLimits, cooldownSeconds: 0 } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => noCooldown.call(api.sendSms, { phone: '+60145557777' })),
      );
      const codes = answers.map((a) => a.body.code);
      expect(
        codes.filter((c) => c === 200),
        codes.join(','),
      ).toHaveLength(5);
      expect(
        codes.filter((c) => c === ResultCode.otpRateLimited),
        codes.join(','),
      ).toHaveLength(25);
    } finally {
      await noCooldown.close();
    }
  });

  it('counts every one of 12 parallel wrong passwords, for a staff phone and any other alike', async () => {
    for (const phone of ['+60122000002', '+60145559999']) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => server.call(api.staffLogin, { phone, password: 'Wrong-password-1' })),
      );
      const codes = answers.map((a) => a.body.code);
      expect(
        codes.filter((c) => c === ResultCode.passwordWrong),
        `${phone}: ${codes.join(',')}`,
      ).toHaveLength(4);
      expect(codes.filter((c) => c === ResultCode.passwordLocked)).toHaveLength(8);
    }
  });
});
