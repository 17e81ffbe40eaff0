export * from './verify';
export * from './standardWebhooks';
