import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token', '*.newPassword', '*.currentPassword'];

/** Structured JSON logs; secrets are redacted wherever they could appear. */
export function createLogger(level: string): Logger {
  // Buffered asynchronous writes: a synchronous write per request was the largest single cost
  // in the API benchmark. pino flushes the buffer on exit.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
