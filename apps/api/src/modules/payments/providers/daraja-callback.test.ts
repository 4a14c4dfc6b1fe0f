import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startDarajaFake } from '../../../test/fakes/daraja-fake-server.js';
import { parseStkCallback, STK_CALLBACK_ACK } from './daraja-callback.js';
import { createDarajaClient } from './daraja-client.js';

// The documented samples (payments.md 2.3).
const SUCCESS = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};
const CANCELLED = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 1032,
      ResultDesc: 'Request canceled by user.',
    },
  },
};

describe('parseStkCallback', () => {
  it('reads a success callback, items by name', () => {
    expect(parseStkCallback(SUCCESS)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      state: 'completed',
      failureReason: null,
      amount: 1,
      receipt: 'NLJ7RT61SV',
      phone: '254708374149',
      transactionDate: '20191219102115',
    });
    const reordered = structuredClone(SUCCESS);
    reordered.Body.stkCallback.CallbackMetadata.Item.reverse();
    expect(parseStkCallback(reordered)).toMatchObject({ amount: 1, receipt: 'NLJ7RT61SV' });
  });

  it('reads a failure callback without metadata; string codes are accepted', () => {
    expect(parseStkCallback(CANCELLED)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      resultCode: 1032,
      resultDesc: 'Request canceled by user.',
      state: 'cancelled',
      failureReason: 'Request canceled by user.',
    });
    const asString = structuredClone(CANCELLED) as {
      Body: { stkCallback: Record<string, unknown> };
    };
    asString.Body.stkCallback.ResultCode = '1037';
    expect(parseStkCallback(asString)).toMatchObject({ resultCode: 1037, state: 'failed' });
    asString.Body.stkCallback.ResultCode = 'SFC_IC0003';
    expect(parseStkCallback(asString)).toMatchObject({ resultCode: 'SFC_IC0003', state: 'failed' });
  });

  it('returns null for malformed bodies', () => {
    for (const body of [
      null,
      'text',
      [],
      {},
      { Body: {} },
      { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } },
      { Body: { stkCallback: { ...CANCELLED.Body.stkCallback, ResultCode: null } } },
      { Body: { stkCallback: { ...CANCELLED.Body.stkCallback, CheckoutRequestID: '' } } },
      { Body: { stkCallback: { ...CANCELLED.Body.stkCallback, CallbackMetadata: { Item: 'x' } } } },
    ]) {
      expect(parseStkCallback(body)).toBeNull();
    }
  });

  it('the ack body', () => {
    expect(STK_CALLBACK_ACK).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });
});

describe('the fake posts callbacks to the CallBackURL it received', () => {
  it('success with metadata, failure without', async () => {
    const received: unknown[] = [];
    const app = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        received.push(parseStkCallback(JSON.parse(text)));
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(STK_CALLBACK_ACK));
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const fake = await startDarajaFake();
    try {
      const daraja = createDarajaClient({
        baseUrl: fake.baseUrl,
        consumerKey: fake.consumerKey,
        consumerSecret: fake.consumerSecret,
        shortCode: fake.shortCode,
        passkey: fake.passkey,
        transactionType: 'CustomerPayBillOnline',
        callbackUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}/cb`,
      });
      const push = {
        amount: 2500,
        msisdn: '254712345678',
        accountReference: 'DEP1',
        description: 'Deposit',
      };
      const paid = await daraja.stkPush(push);
      const answer = await fake.sendCallback(paid.checkoutRequestId, {
        resultCode: 0,
        receipt: 'QKX1234567',
      });
      expect(answer).toEqual({ status: 200, body: STK_CALLBACK_ACK });
      const declined = await daraja.stkPush(push);
      await fake.sendCallback(declined.checkoutRequestId, { resultCode: 1032 });
      expect(received).toEqual([
        expect.objectContaining({
          checkoutRequestId: paid.checkoutRequestId,
          state: 'completed',
          amount: 2500,
          receipt: 'QKX1234567',
          phone: '254712345678',
        }),
        expect.objectContaining({
          checkoutRequestId: declined.checkoutRequestId,
          state: 'cancelled',
          resultCode: 1032,
        }),
      ]);
      expect(received[1]).not.toHaveProperty('amount');
    } finally {
      await fake.close();
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });
});
