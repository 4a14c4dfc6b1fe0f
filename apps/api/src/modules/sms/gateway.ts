// The SMS gateway seam (issue 25, ADR 042): what sending needs from any provider. Africa's
// Talking is the one adapter today; another gateway implements the same two calls.

export type SmsToSend = {
  /** Canonical 2547XXXXXXXX / 2541XXXXXXXX. */
  to: string;
  message: string;
};

/** What the gateway said about one message when it was handed over. */
export type SmsSendResult =
  | { outcome: 'accepted'; messageId: string; gatewayStatus: string }
  /** Refused for good (bad number, blacklisted...): the credits go back. */
  | { outcome: 'rejected'; messageId: string | null; gatewayStatus: string; reason: string };

/** A delivery report, reduced to what the outbox needs. */
export type SmsDeliveryReport = {
  messageId: string;
  /** delivered / failed are final; pending is an intermediate report (Sent, Buffered...). */
  state: 'delivered' | 'failed' | 'pending';
  gatewayStatus: string;
  failureReason: string | null;
};

/** The gateway could not be reached or answered badly: the message stays queued and is retried. */
export class SmsGatewayUnavailableError extends Error {}

export type SmsGateway = {
  readonly name: string;
  send(message: SmsToSend): Promise<SmsSendResult>;
  /** A delivery-report body (form or JSON fields), or null when it is not one. */
  parseDeliveryReport(body: unknown): SmsDeliveryReport | null;
};
