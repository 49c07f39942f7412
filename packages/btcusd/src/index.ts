// Hand-written modules only for now; generated view-client exports are added by the lead.
export * from './decimal.js';
export * from './price.js';
export * from './fees.js';
