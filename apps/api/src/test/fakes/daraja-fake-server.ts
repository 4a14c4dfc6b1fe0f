import { deliver, startJsonServer, type FakeReply, type ReceivedRequest } from './fake-http.js';

// A fake Safaricom Daraja (M-Pesa Express) on loopback, speaking the documented shapes
// (payments.md section 2): OAuth, STK push processrequest, stkpushquery, the STK callback, and
// C2B RegisterURL (v2) and Pull Transactions. Several apps can be added (a landlord's own):
// a token only works with its own app's short code and passkey.
//   const daraja = await startDarajaFake();
//   createDarajaClient({ baseUrl: daraja.baseUrl, consumerKey: daraja.consumerKey, ..., passkey: daraja.passkey });
//   daraja.scriptQuery(checkoutRequestId, 'processing', { resultCode: 0 }); // query answers in turn
//   await daraja.sendCallback(checkoutRequestId, { resultCode: 0, receipt: 'NLJ7RT61SV' });
// It refuses a Password that is not base64(ShortCode + Passkey + Timestamp) and non-numeric
// PartyA/PhoneNumber/Amount, as Daraja does.

export type DarajaFakeOptions = {
  consumerKey?: string;
  consumerSecret?: string;
  shortCode?: string;
  passkey?: string;
  /** OAuth expires_in (sent as a string, like Daraja). */
  tokenTtlSeconds?: number;
  now?: () => Date;
  /** Short codes C2B RegisterURL knows (default: the STK short code). */
  c2bShortCodes?: string[];
  /** Records per Pull Transactions page (Daraja's is larger; small pages test the paging). */
  pullPageSize?: number;
};

/** One scripted answer of stkpushquery: still open, or the final result. */
export type DarajaQueryStep = 'processing' | { resultCode: number; resultDesc?: string };

export type DarajaCallbackOutcome =
  | { resultCode: 0; amount?: number; receipt?: string; phone?: number; transactionDate?: number }
  | { resultCode: number; resultDesc?: string };

export type DarajaApp = {
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  passkey: string;
};

/** One record of Pull Transactions, in Daraja's field names. */
export type PullRecord = {
  transactionId: string;
  trxDate: string;
  msisdn: number | string;
  sender: string;
  transactiontype: string;
  billreference: string;
  amount: string;
  organizationname: string;
};

export type DarajaPush = {
  checkoutRequestId: string;
  merchantRequestId: string;
  /** The app whose token sent the push. */
  consumerKey: string;
  request: Record<string, unknown>;
  queryScript: DarajaQueryStep[];
};

const RESULT_DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request canceled by user.',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

export type DarajaFake = Awaited<ReturnType<typeof startDarajaFake>>;

export async function startDarajaFake(options: DarajaFakeOptions = {}) {
  const consumerKey = options.consumerKey ?? 'fake-daraja-key';
  const consumerSecret = options.consumerSecret ?? 'fake-daraja-secret';
  const shortCode = options.shortCode ?? '174379';
  const passkey = options.passkey ?? 'fake-passkey-bfb279f9aa9bdbcf158e97dd71a467cd';
  const ttlSeconds = options.tokenTtlSeconds ?? 3599;
  const pullPageSize = options.pullPageSize ?? 1000;
  const now = options.now ?? (() => new Date());
  /** Daraja apps by consumer key: the platform's, then any a test adds (a landlord's own). */
  const apps = new Map<string, DarajaApp>([
    [consumerKey, { consumerKey, consumerSecret, shortCode, passkey }],
  ]);
  const tokens = new Map<string, { expiresAt: number; app: DarajaApp }>();
  /** Pull Transactions' records per short code. */
  const c2bLedger = new Map<string, PullRecord[]>();
  const pullRequests: Array<{ consumerKey: string; body: Record<string, unknown> }> = [];
  const pushes = new Map<string, DarajaPush>();
  let tokenRequestCount = 0;
  /** Short codes RegisterURL accepts, and what it registered. */
  const c2bShortCodes = new Set<string>(options.c2bShortCodes ?? [shortCode]);
  const registrations: Record<string, unknown>[] = [];
  let sequence = 0;

  const server = await startJsonServer((req) => {
    if (req.method === 'GET' && req.path === '/oauth/v1/generate') return oauth(req);
    const app = appOf(req);
    if (!app) return error(404, '404.001.03', 'Invalid Access Token');
    const body = record(req.body);
    if (req.method === 'POST' && req.path === '/mpesa/stkpush/v1/processrequest')
      return push(app, body);
    if (req.method === 'POST' && req.path === '/mpesa/stkpushquery/v1/query')
      return query(app, body);
    if (req.method === 'POST' && req.path === '/pulltransactions/v1/query') return pull(app, body);
    if (req.method === 'POST' && req.path === '/mpesa/c2b/v2/registerurl')
      return registerUrl({ ...body, consumerKey: app.consumerKey });
    return error(404, '404.001.01', `Resource not found: ${req.path}`);
  });

  function oauth(req: ReceivedRequest): FakeReply {
    tokenRequestCount += 1;
    // The app whose key and secret the Basic header carries; any other pair is refused.
    const [key, secret] = Buffer.from(
      String(req.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    )
      .toString()
      .split(':');
    const app = apps.get(key ?? '');
    if (req.query.grant_type !== 'client_credentials' || !app || app.consumerSecret !== secret) {
      return error(400, '400.008.01', 'Invalid Authentication passed');
    }
    sequence += 1;
    const token = `fakeToken${sequence}${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, { expiresAt: now().getTime() + ttlSeconds * 1000, app });
    return { status: 200, body: { access_token: token, expires_in: String(ttlSeconds) } };
  }

  /** The app a live bearer token was issued to. */
  function appOf(req: ReceivedRequest): DarajaApp | null {
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const issued = tokens.get(token);
    return issued && now().getTime() < issued.expiresAt ? issued.app : null;
  }

  /** Null when BusinessShortCode/Password/Timestamp are right for the app; else the refusal. */
  function checkCredentials(app: DarajaApp, body: Record<string, unknown>): FakeReply | null {
    if (String(body.BusinessShortCode) !== app.shortCode)
      return error(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
    if (typeof body.Timestamp !== 'string' || !/^\d{14}$/.test(body.Timestamp))
      return error(400, '400.002.02', 'Bad Request - Invalid Timestamp');
    const expected = Buffer.from(`${app.shortCode}${app.passkey}${body.Timestamp}`).toString(
      'base64',
    );
    if (body.Password !== expected) return error(500, '500.001.1001', 'Wrong credentials');
    return null;
  }

  function push(app: DarajaApp, body: Record<string, unknown>): FakeReply {
    const refused = checkCredentials(app, body);
    if (refused) return refused;
    const isMsisdn = (v: unknown) => typeof v === 'number' && /^254[17]\d{8}$/.test(String(v));
    const text = (v: unknown, max: number) =>
      typeof v === 'string' && v.length > 0 && v.length <= max;
    const amount = body.Amount;
    const rules: Array<[boolean, string]> = [
      [
        ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'].includes(String(body.TransactionType)),
        'Invalid TransactionType',
      ],
      [typeof amount === 'number' && Number.isInteger(amount) && amount >= 1, 'Invalid Amount'],
      [isMsisdn(body.PartyA), 'Invalid PartyA'],
      [typeof body.PartyB === 'number', 'Invalid PartyB'],
      [isMsisdn(body.PhoneNumber), 'Invalid PhoneNumber'],
      [
        typeof body.CallBackURL === 'string' && URL.canParse(body.CallBackURL),
        'Invalid CallBackURL',
      ],
      [text(body.AccountReference, 12), 'Invalid AccountReference'],
      [text(body.TransactionDesc, 13), 'Invalid TransactionDesc'],
    ];
    const problem = rules.find(([ok]) => !ok)?.[1];
    if (problem) return error(400, '400.002.02', `Bad Request - ${problem}`);
    sequence += 1;
    const checkoutRequestId = `ws_CO_${String(body.Timestamp)}${String(sequence).padStart(6, '0')}`;
    const merchantRequestId = `29115-34620561-${sequence}`;
    pushes.set(checkoutRequestId, {
      checkoutRequestId,
      merchantRequestId,
      consumerKey: app.consumerKey,
      request: body,
      queryScript: ['processing'],
    });
    const message = 'Success. Request accepted for processing';
    return {
      status: 200,
      body: {
        MerchantRequestID: merchantRequestId,
        CheckoutRequestID: checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: message,
        CustomerMessage: message,
      },
    };
  }

  function query(app: DarajaApp, body: Record<string, unknown>): FakeReply {
    const refused = checkCredentials(app, body);
    if (refused) return refused;
    const found = pushes.get(String(body.CheckoutRequestID));
    if (!found || found.consumerKey !== app.consumerKey)
      return error(400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    // Each query consumes one step; the last one stays.
    const step = found.queryScript.length > 1 ? found.queryScript.shift()! : found.queryScript[0]!;
    if (step === 'processing')
      return error(500, '500.001.1001', 'The transaction is being processed');
    return {
      status: 200,
      body: {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successfully',
        MerchantRequestID: found.merchantRequestId,
        CheckoutRequestID: found.checkoutRequestId,
        ResultCode: String(step.resultCode),
        ResultDesc: step.resultDesc ?? RESULT_DESCRIPTIONS[step.resultCode] ?? 'Failed',
      },
    };
  }

  /**
   * C2B RegisterURL (payments.md 2.6): refuses URLs with the words Daraja refuses and a short code
   * it does not know ("the short code is not registered": any other than `c2bShortCodes`).
   */
  function registerUrl(body: Record<string, unknown>): FakeReply {
    const urls = [body.ConfirmationURL, body.ValidationURL];
    if (!c2bShortCodes.has(String(body.ShortCode)))
      return error(400, '400.003.02', 'Bad Request - Invalid ShortCode');
    if (!['Completed', 'Cancelled'].includes(String(body.ResponseType)))
      return error(400, '400.003.02', 'Bad Request - Invalid ResponseType');
    if (urls.some((u) => typeof u !== 'string' || !URL.canParse(u)))
      return error(400, '400.003.02', 'Bad Request - Invalid URL');
    if (urls.some((u) => /mpesa|safaricom|exe|cmd|sql|query/i.test(String(u))))
      return error(400, '400.003.02', 'Bad Request - Invalid URL: contains a reserved word');
    registrations.push(body);
    return {
      status: 200,
      body: {
        OriginatorCoversationID: `fake-${Date.now()}`,
        ResponseCode: '0',
        ResponseDescription: 'Success',
      },
    };
  }

  /**
   * Pull Transactions (payments.md 2.6): the app's own short code only; the window's records a
   * page at a time from OffSetValue, in Daraja's nested `Response` shape.
   */
  function pull(app: DarajaApp, body: Record<string, unknown>): FakeReply {
    pullRequests.push({ consumerKey: app.consumerKey, body });
    if (String(body.ShortCode) !== app.shortCode)
      return error(400, '400.002.02', 'Bad Request - Invalid ShortCode');
    const date = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
    if (!date.test(String(body.StartDate)) || !date.test(String(body.EndDate)))
      return error(400, '400.002.02', 'Bad Request - Invalid StartDate or EndDate');
    const offset = Number(body.OffSetValue);
    if (!Number.isInteger(offset) || offset < 0)
      return error(400, '400.002.02', 'Bad Request - Invalid OffSetValue');
    const records = c2bLedger.get(app.shortCode) ?? [];
    const page = records.slice(offset, offset + pullPageSize);
    return {
      status: 200,
      body: {
        ResponseRefID: `fake-pull-${Date.now()}`,
        ResponseCode: '1000',
        ResponseMessage: 'Success',
        Response: [page],
      },
    };
  }

  function pushOf(checkoutRequestId: string): DarajaPush {
    const found = pushes.get(checkoutRequestId);
    if (!found) throw new Error(`Fake Daraja has no push ${checkoutRequestId}`);
    return found;
  }

  /** The callback body Daraja would POST for this push (for supertest without a listener). */
  function callbackBody(checkoutRequestId: string, outcome: DarajaCallbackOutcome) {
    const found = pushOf(checkoutRequestId);
    return stkCallbackBody(found.merchantRequestId, checkoutRequestId, outcome, {
      amount: Number(found.request.Amount),
      phone: Number(found.request.PhoneNumber),
    });
  }

  return {
    baseUrl: server.baseUrl,
    consumerKey,
    consumerSecret,
    shortCode,
    passkey,
    requests: server.requests,
    pushes,
    registrations,
    get tokenRequestCount() {
      return tokenRequestCount;
    },
    /** Another Daraja app (e.g. a landlord's own), with its short code and passkey. */
    addApp(app: DarajaApp) {
      apps.set(app.consumerKey, app);
      c2bShortCodes.add(app.shortCode);
    },
    /** Which app (consumer key) each RegisterURL, push and pull used. */
    pullRequests,
    /** A C2B payment M-Pesa knows for this short code (what Pull Transactions answers). */
    addC2bTransaction(code: string, pulled: PullRecord) {
      const list = c2bLedger.get(code) ?? [];
      list.push(pulled);
      c2bLedger.set(code, list);
    },
    /** What stkpushquery answers for this push, one step per query (default: 'processing'). */
    scriptQuery(checkoutRequestId: string, ...steps: DarajaQueryStep[]) {
      pushOf(checkoutRequestId).queryScript = steps.length > 0 ? steps : ['processing'];
    },
    /** Forgets every token, as when another process asked for a new one. */
    revokeTokens() {
      tokens.clear();
    },
    callbackBody,
    /** POSTs the callback to the CallBackURL the push named; returns the app's answer. */
    async sendCallback(checkoutRequestId: string, outcome: DarajaCallbackOutcome) {
      const url = String(pushOf(checkoutRequestId).request.CallBackURL);
      return deliver(url, { method: 'POST', body: callbackBody(checkoutRequestId, outcome) });
    },
    /** Fault modes (slow, 5xx, malformed, silent) for paths ending with a suffix; see fake-http. */
    fault: server.fault,
    heal: server.heal,
    close: server.close,
  };
}

/** The documented STK callback: CallbackMetadata only on success (payments.md 2.3). */
export function stkCallbackBody(
  merchantRequestId: string,
  checkoutRequestId: string,
  outcome: DarajaCallbackOutcome,
  defaults: { amount: number; phone: number },
) {
  const resultDesc =
    ('resultDesc' in outcome ? outcome.resultDesc : undefined) ??
    RESULT_DESCRIPTIONS[outcome.resultCode] ??
    'Failed';
  const base = {
    MerchantRequestID: merchantRequestId,
    CheckoutRequestID: checkoutRequestId,
    ResultCode: outcome.resultCode,
    ResultDesc: resultDesc,
  };
  if (outcome.resultCode !== 0) return { Body: { stkCallback: base } };
  const paid = outcome as Extract<DarajaCallbackOutcome, { resultCode: 0 }>;
  return {
    Body: {
      stkCallback: {
        ...base,
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: paid.amount ?? defaults.amount },
            { Name: 'MpesaReceiptNumber', Value: paid.receipt ?? 'NLJ7RT61SV' },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: paid.transactionDate ?? 20191219102115 },
            { Name: 'PhoneNumber', Value: paid.phone ?? defaults.phone },
          ],
        },
      },
    },
  };
}

function error(status: number, errorCode: string, errorMessage: string): FakeReply {
  return { status, body: { requestId: `fake-${Date.now()}`, errorCode, errorMessage } };
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}
