// The templates moved to lib/ so the email templates can use them; this path keeps working.
export * from '../../lib/message-templates.js';
