// What the app layer routes to: the Billing tab and the meter readings walk (issue 20).
export { BillingSettingsPage } from './components/billing-settings-page';
export { MeterReadingsPage } from './components/meter-readings-page';
