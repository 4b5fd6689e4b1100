// Tests print only warnings and errors; a test that needs logs can raise LOG_LEVEL itself.
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'warn';
const { Logger } = require('@nestjs/common');
Logger.overrideLogger(['error', 'warn']);
