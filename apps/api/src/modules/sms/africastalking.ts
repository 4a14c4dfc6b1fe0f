import type { SmsDeliveryReport, SmsGateway, SmsSendResult, SmsToSend } from './gateway.js';
import { SmsGatewayUnavailableError } from './gateway.js';

// Africa's Talking's bulk SMS API (AfricasTalkingLtd/africastalking-node.js lib/sms.js):
//   POST {base}/version1/messaging, form-encoded username, to, message[, from]; headers apiKey,
//   Accept: application/json. 201 {"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: KES 0.8000",
//   "Recipients":[{"statusCode":101,"number":"+254711XXXYYY","status":"Success","cost":"KES 0.8000",
//   "messageId":"ATPid_..."}]}}. statusCode 100 Processed, 101 Sent, 102 Queued are accepted; 401
//   RiskHold, 402 InvalidSenderId, 403 InvalidPhoneNumber, 404 UnsupportedNumberType, 405
//   InsufficientBalance, 406 UserInBlacklist, 407 CouldNotRoute, 409 DoNotDisturbRejection, 5xx
//   gateway errors are not.
// Delivery reports: POST to the URL set in the dashboard, form fields id, status (Sent, Submitted,
// Buffered, Rejected, Success, Failed, AbsentSubscriber, Expired), phoneNumber, networkCode,
// failureReason, retryCount.

export const AT_PRODUCTION_BASE_URL = 'https://api.africastalking.com';
export const AT_SANDBOX_BASE_URL = 'https://api.sandbox.africastalking.com';

const ACCEPTED_CODES = new Set([100, 101, 102]);
const DELIVERED = new Set(['Success']);
const FAILED = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired']);

export type AfricasTalkingConfig = {
  baseUrl: string;
  username: string;
  apiKey: string;
  senderId?: string;
  timeoutMs: number;
};

type Recipient = {
  statusCode?: unknown;
  number?: unknown;
  status?: unknown;
  cost?: unknown;
  messageId?: unknown;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

export function createAfricasTalkingGateway(config: AfricasTalkingConfig): SmsGateway {
  const url = `${config.baseUrl.replace(/\/$/, '')}/version1/messaging`;
  return {
    name: 'africastalking',
    async send(message: SmsToSend): Promise<SmsSendResult> {
      const form = new URLSearchParams({
        username: config.username,
        to: `+${message.to}`,
        message: message.message,
      });
      if (config.senderId) form.set('from', config.senderId);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        throw new SmsGatewayUnavailableError(
          `Africa's Talking unreachable: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      const raw = await res.text();
      if (!res.ok)
        throw new SmsGatewayUnavailableError(
          `Africa's Talking answered ${res.status}: ${raw.slice(0, 200)}`,
        );
      let recipient: Recipient | undefined;
      try {
        const body = JSON.parse(raw) as { SMSMessageData?: { Recipients?: Recipient[] } };
        recipient = body.SMSMessageData?.Recipients?.[0];
      } catch {
        throw new SmsGatewayUnavailableError(
          `Africa's Talking answered non-JSON: ${raw.slice(0, 200)}`,
        );
      }
      if (!recipient) {
        // No recipient at all: AT refused the request as a whole (e.g. the number was not valid).
        return {
          outcome: 'rejected',
          messageId: null,
          gatewayStatus: 'NoRecipient',
          reason: raw.slice(0, 200),
        };
      }
      const code = Number(recipient.statusCode);
      const status = text(recipient.status) ?? String(code);
      const messageId = text(recipient.messageId);
      if (ACCEPTED_CODES.has(code) && messageId)
        return { outcome: 'accepted', messageId, gatewayStatus: status };
      return { outcome: 'rejected', messageId, gatewayStatus: status, reason: status };
    },
    parseDeliveryReport(body: unknown): SmsDeliveryReport | null {
      if (!body || typeof body !== 'object') return null;
      const fields = body as Record<string, unknown>;
      const messageId = text(fields.id);
      const status = text(fields.status);
      if (!messageId || !status) return null;
      const state = DELIVERED.has(status) ? 'delivered' : FAILED.has(status) ? 'failed' : 'pending';
      return {
        messageId,
        state,
        gatewayStatus: status.slice(0, 50),
        failureReason:
          state === 'failed' ? (text(fields.failureReason) ?? status).slice(0, 200) : null,
      };
    },
  };
}
