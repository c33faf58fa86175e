import express, { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.ts';

const REQUEST_ID = /^[\w-]{8,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
    rootLog?: Logger;
    childLog?: Logger;
  }
}

// The per-request child logger is built only when a handler asks for it: building one for
// every request cost more than the request itself.
Object.defineProperty(express.request, 'log', {
  configurable: true,
  get(this: Request) {
    return (this.childLog ??= this.rootLog!.child({ reqId: this.id }));
  },
});

/**
 * One structured line per request with its id, method, path (never the query string, which can
 * carry link tokens and OAuth codes), status and duration.
 */
export function requestLog(log: Logger, options: { ignore?: (path: string) => boolean } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    req.rootLog = log;
    res.setHeader('X-Request-Id', id);
    const path = req.url.split('?', 1)[0]!;
    if (!options.ignore?.(path) && log.isLevelEnabled('info')) {
      res.once('finish', () => {
        log.info({ reqId: id, method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request');
      });
    }
    next();
  };
}
